import { describe, expect, it } from 'vitest';
import {
  MEDIA_LICENCES,
  MEDIA_LICENCE_INFO,
  SCIENTIFIC_NAME_MISSING,
  SCIENTIFIC_NAME_SHAPE,
  mediaCreditText,
  normaliseScientificName,
  scientificNameProblem,
} from '../../src/index.ts';

describe('mediaCreditText', () => {
  it('names the maker and the licence as a credit line', () => {
    expect(mediaCreditText({ maker: ' Jan Jansen ', licence: 'cc-by-sa-4.0' })).toBe(
      'Jan Jansen, CC BY-SA 4.0',
    );
    expect(mediaCreditText({ maker: 'Vogelbescherming', licence: 'all-rights-reserved' })).toBe(
      '© Vogelbescherming, alle rechten voorbehouden',
    );
  });

  it('links every Creative Commons licence to its Dutch deed', () => {
    for (const licence of MEDIA_LICENCES) {
      const { url } = MEDIA_LICENCE_INFO[licence];
      if (licence === 'all-rights-reserved') expect(url).toBeNull();
      else expect(url).toMatch(/^https:\/\/creativecommons\.org\/.+\/deed\.nl$/);
    }
  });
});

describe('scientificNameProblem', () => {
  it('takes genus and species, optionally a subspecies or form', () => {
    for (const name of [
      'Turdus merula',
      'Motacilla alba yarrellii',
      'Columba livia f. domestica',
      ' Parus   major ',
    ]) {
      expect(scientificNameProblem(name), name).toBeUndefined();
    }
    expect(normaliseScientificName(' Parus   major ')).toBe('Parus major');
  });

  it('refuses an empty name, a lone genus, authorship and wrong capitals', () => {
    expect(scientificNameProblem(' ')).toBe(SCIENTIFIC_NAME_MISSING);
    for (const name of ['Turdus', 'turdus merula', 'Turdus Merula', 'Turdus merula L., 1758']) {
      expect(scientificNameProblem(name), name).toBe(SCIENTIFIC_NAME_SHAPE);
    }
  });
});

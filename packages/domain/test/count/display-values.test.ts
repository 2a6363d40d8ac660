import { describe, expect, it } from 'vitest';
import {
  BESTRIJDINGSMIDDELEN_VALUES,
  BEPLANTING_VALUES,
  GROOTTETUIN_VALUES,
  KATTEN_VALUES,
  NEERSLAG_VALUES,
  TELLER_VALUES,
  VOEDING_VALUES,
  UNRECOGNISED_BIRD,
  birdsForDisplay,
  displayMetaValue,
} from '../../src/index.ts';

describe('stored answers in their display form', () => {
  it.each([
    ['ja, maar alleen biologisch', 'Ja, maar alleen biologisch'],
    ['25-100m2', '25–100 m²'],
    ['0-25m2', '0–25 m²'],
    ['meer dan 500m2', 'Meer dan 500 m²'],
    ['0-25%', '0–25%'],
    ['geen neerslag', 'Geen neerslag'],
    ['tuin', 'Tuin'],
  ])('%s → %s', (stored, shown) => {
    expect(displayMetaValue(stored)).toBe(shown);
  });

  it('starts every stored answer with a capital and keeps no m2 or hyphenated range', () => {
    const all = [
      ...BESTRIJDINGSMIDDELEN_VALUES,
      ...BEPLANTING_VALUES,
      ...GROOTTETUIN_VALUES,
      ...KATTEN_VALUES,
      ...NEERSLAG_VALUES,
      ...TELLER_VALUES,
      ...VOEDING_VALUES,
    ];
    for (const stored of all) {
      const shown = displayMetaValue(stored) ?? '';
      expect(shown.charAt(0)).toBe(shown.charAt(0).toUpperCase());
      expect(shown).not.toMatch(/m2|\d-\d/);
    }
  });

  it('shows garden elements with their labels and leaves empty answers out', () => {
    expect(displayMetaValue(['biologische beplanting', 'vijver', 'nestkast(en)'])).toBe(
      'Biologische beplanting, Vijver, Nestkast(en)',
    );
    expect(displayMetaValue([])).toBeUndefined();
    expect(displayMetaValue('  ')).toBeUndefined();
    expect(displayMetaValue(undefined)).toBeUndefined();
  });
});

describe('counted birds in display order', () => {
  it("puts 'Niet herkend' last and leaves out birds counted 0", () => {
    const entry = (birdName: string, birdCount: number) => ({
      birdName,
      birdCount,
      birdCountSuspicious: false,
      birdImage: '',
    });
    const birds = {
      [UNRECOGNISED_BIRD.id]: entry('Niet herkend', 1),
      '3': entry('Merel', 2),
      '5': entry('Koolmees', 0),
      '4': entry('Huismus', 4),
    };
    expect(birdsForDisplay(birds).map(([, b]) => b.birdName)).toEqual([
      'Merel',
      'Huismus',
      'Niet herkend',
    ]);
  });
});

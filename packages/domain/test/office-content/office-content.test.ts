import { describe, expect, it } from 'vitest';
import {
  SIMILAR_DOUBLE,
  SIMILAR_SELF,
  faqPageHtml,
  officeMediaType,
  primaryOrderFor,
  similarProblem,
} from '../../src/index.ts';

describe('officeMediaType', () => {
  it('takes images, sounds and videos only where they belong', () => {
    expect(officeMediaType('image/png', 'image')).toMatchObject({ extension: 'jpg' });
    expect(officeMediaType('audio/mpeg', 'sound')).toMatchObject({ extension: 'mp3' });
    expect(officeMediaType('video/webm', 'video')).toMatchObject({ contentType: 'video/webm' });
    expect(officeMediaType('audio/mpeg', 'image')).toBeUndefined();
    expect(officeMediaType('application/pdf', 'video')).toBeUndefined();
    expect(officeMediaType(undefined, 'sound')).toBeUndefined();
  });
});

describe('faqPageHtml', () => {
  it('writes each question as an escaped heading before its answer', () => {
    expect(
      faqPageHtml(' <p>Intro</p> ', [
        { question: ' Wat  is <dit>? ', answer: '<p>Dat.</p>' },
        { question: 'En & verder', answer: '' },
      ]),
    ).toBe('<p>Intro</p>\n<h2>Wat is &lt;dit&gt;?</h2><p>Dat.</p>\n<h2>En &amp; verder</h2>');
    expect(faqPageHtml('', [])).toBe('');
  });
});

describe('similarProblem', () => {
  const known = new Set(['merel', 'zanglijster', 'koperwiek']);
  it('accepts known other species once each', () => {
    expect(similarProblem('merel', ['zanglijster', 'koperwiek'], known)).toBeUndefined();
    expect(similarProblem('merel', [], known)).toBeUndefined();
  });
  it('refuses the bird itself, doubles and unknown ids in Dutch', () => {
    expect(similarProblem('merel', ['merel'], known)).toBe(SIMILAR_SELF);
    expect(similarProblem('merel', ['koperwiek', 'koperwiek'], known)).toBe(SIMILAR_DOUBLE);
    expect(similarProblem('merel', ['dodo'], known)).toContain('dodo');
  });
});

describe('primaryOrderFor', () => {
  it('keeps a position, appends a new primary bird, clears it otherwise', () => {
    expect(primaryOrderFor(true, 3, 12)).toBe(3);
    expect(primaryOrderFor(true, null, 12)).toBe(13);
    expect(primaryOrderFor(true, null, null)).toBe(1);
    expect(primaryOrderFor(false, 3, 12)).toBeNull();
  });
});

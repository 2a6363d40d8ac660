import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerText,
  formatQuizTime,
  questionText,
  quizShareText,
  quizShareTitle,
  quizShareUrl,
  sample,
  shuffle,
} from '../../src/index.ts';

describe('quiz time (spec 4)', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [65, '1:05'],
    [599, '9:59'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3661, '1:01:01'],
    [36_000, '10:00:00'],
  ])('%i s → %s', (s, text) => {
    expect(formatQuizTime(s)).toBe(text);
  });
});

describe('quiz texts (spec 9)', () => {
  it('asks and answers with the bird name', () => {
    expect(questionText('Merel')).toBe('Welke van deze vogels is de merel?');
    expect(answerText('Merel')).toBe('Dit is een merel');
    expect(answerText('Turkse tortel')).toBe('Dit is een Turkse tortel');
  });
  it('shares the score with a link to /quiz', () => {
    expect(quizShareText(12)).toBe(
      'Hoe goed ben jij in het herkennen van tuinvogels? Mijn score is 12. Doe je ook mee?',
    );
    expect(quizShareUrl('https://www.tuinvogeltelling.nl/')).toBe(
      'https://www.tuinvogeltelling.nl/quiz',
    );
    expect(quizShareTitle('Tuinvogeltelling')).toBe('Mijn Tuinvogeltelling');
  });
});

describe('shuffle', () => {
  it('is driven by the injected random source', () => {
    // Fisher–Yates from the end: random 0 swaps each position with index 0.
    expect(shuffle([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
    expect(shuffle([1, 2, 3, 4], () => 0.999)).toEqual([1, 2, 3, 4]);
  });
  it('does not change the input', () => {
    const items = [1, 2, 3];
    shuffle(items, () => 0);
    expect(items).toEqual([1, 2, 3]);
  });
  it('is a permutation for any random source (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.array(fc.double()), (items, rolls) => {
        let i = 0;
        const out = shuffle(items, () => rolls[i++ % Math.max(1, rolls.length)] ?? 0);
        expect([...out].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });
});

describe('sample', () => {
  it('draws distinct items of the input, driven by the injected random source', () => {
    // Partial Fisher–Yates from the front: random 0 keeps each position's own item.
    expect(sample([1, 2, 3, 4], 2, () => 0)).toEqual([1, 2]);
    expect(sample([1, 2, 3, 4], 2, () => 0.999)).toEqual([4, 1]);
    expect(sample([1, 2], 5, () => 0)).toEqual([1, 2]);
    expect(sample([1, 2], -1)).toEqual([]);
  });
  it('is a subset without repeats of the asked size for any random source (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer()),
        fc.integer({ min: 0, max: 20 }),
        fc.array(fc.double()),
        (items, count, rolls) => {
          let i = 0;
          const out = sample(items, count, () => rolls[i++ % Math.max(1, rolls.length)] ?? 0);
          expect(out).toHaveLength(Math.min(count, items.length));
          expect(new Set(out).size).toBe(out.length);
          for (const x of out) expect(items).toContain(x);
        },
      ),
    );
  });
  it('draws every item about equally often (uniform source)', () => {
    const seen = new Map<number, number>();
    for (let run = 0; run < 4_000; run += 1) {
      for (const x of sample([0, 1, 2, 3, 4, 5, 6, 7], 2)) seen.set(x, (seen.get(x) ?? 0) + 1);
    }
    // 1,000 expected per item; a bias towards the front or back would show far outside this.
    for (const x of [0, 1, 2, 3, 4, 5, 6, 7]) expect(seen.get(x)).toBeGreaterThan(850);
    for (const x of [0, 1, 2, 3, 4, 5, 6, 7]) expect(seen.get(x)).toBeLessThan(1_150);
  });
});

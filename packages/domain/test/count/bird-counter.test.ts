import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  UNRECOGNISED_BIRD,
  countTotals,
  isSuspiciousCount,
  normaliseBirdCount,
  recomputeCountFlags,
  setBirdCount,
  type CountBird,
} from '../../src/index.ts';

const merel: CountBird = {
  id: '12',
  tvtbirdid: 12,
  name: 'Merel',
  image: 'merel.png',
  thresholdvalue: 20,
  primary: true,
};
const mus: CountBird = { ...merel, id: '7', tvtbirdid: 7, name: 'Huismus', thresholdvalue: 50 };

describe('bird counter (spec 4)', () => {
  it.each([
    ['', 0],
    ['-4', 0],
    ['abc', 0],
    [undefined, 0],
    ['3', 3],
    [998, 998],
    [999, 999],
    [1000, 999],
    ['123456', 999],
  ] as const)('%j → %i', (raw, n) => {
    expect(normaliseBirdCount(raw)).toBe(n);
  });

  it('adds a bird with its name, image and suspicious flag', () => {
    expect(setBirdCount({}, merel, 3)).toEqual({
      '12': { birdCountSuspicious: false, birdName: 'Merel', birdImage: 'merel.png', birdCount: 3 },
    });
  });

  it('0 removes the bird, and so does a negative or empty value', () => {
    const one = setBirdCount({}, merel, 3);
    expect(setBirdCount(one, merel, 0)).toEqual({});
    expect(setBirdCount(one, merel, '')).toEqual({});
    expect(setBirdCount(one, merel, -2)).toEqual({});
    expect(one['12']?.birdCount).toBe(3);
  });

  it('is suspicious from the threshold on', () => {
    expect(setBirdCount({}, merel, 19)['12']?.birdCountSuspicious).toBe(false);
    expect(setBirdCount({}, merel, 20)['12']?.birdCountSuspicious).toBe(true);
    expect(setBirdCount({}, merel, 21)['12']?.birdCountSuspicious).toBe(true);
  });

  it("treats 'Niet herkend' as bird 97 with threshold 999", () => {
    expect(UNRECOGNISED_BIRD).toMatchObject({ tvtbirdid: 97, id: '97', thresholdvalue: 999 });
    expect(setBirdCount({}, UNRECOGNISED_BIRD, 998)['97']?.birdCountSuspicious).toBe(false);
    expect(setBirdCount({}, UNRECOGNISED_BIRD, 5000)['97']).toMatchObject({
      birdCount: 999,
      birdCountSuspicious: true,
    });
  });

  it('falls back to the cap when a threshold is missing or not positive', () => {
    expect(isSuspiciousCount(500, undefined)).toBe(false);
    expect(isSuspiciousCount(1, 0)).toBe(false);
    expect(isSuspiciousCount(999, null)).toBe(true);
  });

  it('never stores a count outside 1–999 (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string(), fc.double()), (raw) => {
        const entry = setBirdCount({}, merel, raw)['12'];
        if (entry) {
          expect(entry.birdCount).toBeGreaterThanOrEqual(1);
          expect(entry.birdCount).toBeLessThanOrEqual(999);
        }
      }),
    );
  });
});

describe('totals', () => {
  it('sums the counts and flags any suspicious bird', () => {
    let birds = setBirdCount({}, merel, 4);
    birds = setBirdCount(birds, mus, 10);
    expect(countTotals(birds)).toEqual({ birdsCountedTotal: 14, hasSuspiciousValues: false });
    birds = setBirdCount(birds, merel, 25);
    expect(countTotals(birds)).toEqual({ birdsCountedTotal: 35, hasSuspiciousValues: true });
    expect(countTotals({})).toEqual({ birdsCountedTotal: 0, hasSuspiciousValues: false });
  });

  it('the server recomputes the flags from its own thresholds, ignoring the client', () => {
    const fromClient = {
      '12': { birdCountSuspicious: false, birdName: 'Merel', birdImage: '', birdCount: 30 },
      '7': { birdCountSuspicious: true, birdName: 'Huismus', birdImage: '', birdCount: 2 },
    };
    const thresholds = new Map([
      ['12', 20],
      ['7', 50],
    ]);
    const result = recomputeCountFlags(fromClient, thresholds);
    expect(result.birds['12']?.birdCountSuspicious).toBe(true);
    expect(result.birds['7']?.birdCountSuspicious).toBe(false);
    expect(result).toMatchObject({ birdsCountedTotal: 32, hasSuspiciousValues: true });
  });
});

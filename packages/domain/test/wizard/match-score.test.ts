import { describe, expect, it } from 'vitest';
import { GOOD_MATCH_SHARE, isGoodMatch, rankWizardBirds, wizardMatch } from '../../src/index.ts';

const robin = {
  id: 'roodborst',
  commonness: 10,
  sizes: [1],
  colours: [5, 9, 3, 2, 6],
  silhouettes: [4],
  beaks: [3],
};
const tit = {
  id: 'koolmees',
  commonness: 2,
  sizes: [1],
  colours: [1, 2, 4, 8, 7],
  silhouettes: [4],
  beaks: [3],
};
const dove = {
  id: 'turkse-tortel',
  commonness: 9,
  sizes: [3, 2],
  colours: [3, 9, 1, 2],
  silhouettes: [9],
  beaks: [3],
};
const crow = {
  id: 'zwarte-kraai',
  commonness: 17,
  sizes: [3],
  colours: [1],
  silhouettes: [5, 9],
  beaks: [6],
};

describe('wizardMatch', () => {
  it('gives one point per answered question the species fits exactly', () => {
    expect(wizardMatch(robin, { size: 1, color: [5, 9], silhouette: 4, beak: 3 })).toEqual({
      score: 4,
      answered: 4,
      good: true,
    });
    expect(wizardMatch(robin, {})).toEqual({ score: 0, answered: 0, good: true });
  });

  it('gives half a point for a size one class off, none for two', () => {
    expect(wizardMatch(robin, { size: 2 }).score).toBe(0.5);
    expect(wizardMatch(robin, { size: 3 }).score).toBe(0);
  });

  it('counts any of the sizes, silhouettes and beaks people give for a species', () => {
    expect(wizardMatch(dove, { size: 2 }).score).toBe(1);
    expect(wizardMatch(crow, { silhouette: 9 }).score).toBe(1);
  });

  it('gives the share of chosen colours the species shows', () => {
    expect(wizardMatch(tit, { color: [1, 4, 6] }).score).toBe(0.667);
    expect(wizardMatch(tit, { color: [6, 9] }).score).toBe(0);
  });

  it('gives half a point for a related silhouette or beak, none for an unrelated one', () => {
    expect(wizardMatch(robin, { silhouette: 5 }).score).toBe(0.5);
    expect(wizardMatch(robin, { silhouette: 1 }).score).toBe(0);
    expect(wizardMatch(robin, { beak: 5 }).score).toBe(0.5);
    expect(wizardMatch(robin, { beak: 5 }).score).toBe(
      wizardMatch({ ...robin, beaks: [5] }, { beak: 3 }).score,
    );
    expect(wizardMatch(robin, { beak: 4 }).score).toBe(0);
  });
});

describe('the good-match rule', () => {
  it('asks three quarters of the points the answers can give', () => {
    expect(GOOD_MATCH_SHARE).toBe(0.75);
    expect(isGoodMatch(3, 4)).toBe(true);
    expect(isGoodMatch(2.9, 4)).toBe(false);
    expect(isGoodMatch(0.75, 1)).toBe(true);
    expect(isGoodMatch(0.5, 1)).toBe(false);
  });

  it('keeps a species with one answer that differs (a red robin) and drops one with two', () => {
    expect(wizardMatch(robin, { size: 1, color: [6, 2], silhouette: 4, beak: 3 }).good).toBe(true);
    expect(wizardMatch(robin, { size: 1, color: [1], silhouette: 1, beak: 3 }).good).toBe(false);
  });
});

describe('rankWizardBirds', () => {
  const birds = [crow, dove, robin, tit];

  it('lists the good matches only, best fit first, then the most counted', () => {
    const filter = { size: 1, color: [5, 2], silhouette: 4, beak: 3 };
    expect(rankWizardBirds(birds, filter).map((b) => b.id)).toEqual(['roodborst', 'koolmees']);
    expect(rankWizardBirds(birds, { size: 1 }).map((b) => b.id)).toEqual(['koolmees', 'roodborst']);
  });

  it('lists every species, most counted first, without answers', () => {
    expect(rankWizardBirds(birds, {}).map((b) => b.id)).toEqual([
      'koolmees',
      'turkse-tortel',
      'roodborst',
      'zwarte-kraai',
    ]);
  });

  it('finds nothing when no species fits', () => {
    expect(rankWizardBirds(birds, { size: 4, silhouette: 1 })).toEqual([]);
  });
});

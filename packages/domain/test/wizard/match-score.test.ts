import { describe, expect, it } from 'vitest';
import {
  GOOD_MATCH_TOLERANCE,
  isGoodMatch,
  rankWizardBirds,
  wizardMatch,
} from '../../src/index.ts';

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
      lost: 0,
      good: true,
    });
    expect(wizardMatch(robin, {})).toEqual({ score: 0, answered: 0, lost: 0, good: true });
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

  it("gives half a point to any species for 'Overig', the answer that no shape fits", () => {
    expect(wizardMatch(robin, { silhouette: 9 }).score).toBe(0.5);
    expect(wizardMatch(dove, { silhouette: 4 }).score).toBe(0);
  });
});

describe('the good-match rule', () => {
  it('allows no clearly wrong answer and one half-wrong one', () => {
    expect(GOOD_MATCH_TOLERANCE).toBe(0.5);
    expect(isGoodMatch([0, 0.5, 0, 0])).toBe(true);
    expect(isGoodMatch([0, 0.5, 0.5, 0])).toBe(false);
    expect(isGoodMatch([0, 1, 0, 0])).toBe(false);
    expect(isGoodMatch([])).toBe(true);
  });

  it('keeps a robin one size class off, drops one with an unrelated shape', () => {
    expect(wizardMatch(robin, { size: 2, color: [5, 9], silhouette: 4, beak: 3 }).good).toBe(true);
    expect(wizardMatch(robin, { size: 2, color: [5, 1], silhouette: 4, beak: 3 }).good).toBe(false);
    expect(wizardMatch(robin, { size: 1, color: [5], silhouette: 1, beak: 3 }).good).toBe(false);
  });

  it('loses half a point per chosen colour the species lacks, so a colour added never helps', () => {
    expect(wizardMatch(tit, { color: [6] }).lost).toBe(0.5);
    expect(wizardMatch(tit, { color: [6, 1] }).lost).toBe(0.5);
    expect(wizardMatch(tit, { color: [6, 9, 1] }).lost).toBe(1);
    expect(wizardMatch(tit, { color: [6, 9, 1] }).good).toBe(false);
  });
});

describe('rankWizardBirds', () => {
  const birds = [crow, dove, robin, tit];

  it('lists the good matches only, best fit first, then the most counted', () => {
    const filter = { size: 1, color: [5, 2], silhouette: 4, beak: 3 };
    expect(rankWizardBirds(birds, filter).map((b) => b.id)).toEqual(['roodborst', 'koolmees']);
    expect(rankWizardBirds(birds, { size: 1 }).map((b) => b.id)).toEqual([
      'koolmees',
      'roodborst',
      'turkse-tortel',
    ]);
  });

  it('breaks a tie by how much of its plumage the chosen colours describe, before commonness', () => {
    const wren = { ...robin, id: 'winterkoning', commonness: 15, colours: [9] };
    const sparrow = { ...robin, id: 'huismus', commonness: 1, colours: [9, 3, 1, 2] };
    expect(rankWizardBirds([sparrow, wren], { color: [9] }).map((b) => b.id)).toEqual([
      'winterkoning',
      'huismus',
    ]);
  });

  it('never finds more species as answers are added', () => {
    const all = [crow, dove, robin, tit];
    const answers = [{}, { size: 1 }, { size: 1, color: [1] }, { size: 1, color: [1, 2] }];
    const counts = answers.map((a) => rankWizardBirds(all, a).length);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
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

import { rankWizardBirds } from '@tvt/domain';
import { describe, expect, it } from 'vitest';
import { BIRDS, COMMONNESS_ORDER } from '../src/index.ts';
import type { WizardAnswer } from './wizard-answers.ts';
import { FIELD_GUIDE_CASES } from './wizard-field-guide-answers.ts';

function rank(bird: string, answer: WizardAnswer): number {
  const index = rankWizardBirds(BIRDS, answer).findIndex((b) => b.id === bird);
  return index === -1 ? Infinity : index + 1;
}

describe('the wizard on field-guide answers for the 30 most counted garden birds', () => {
  it('covers the 30 most counted garden birds', () => {
    expect(FIELD_GUIDE_CASES.map((c) => c.bird).sort()).toEqual(
      COMMONNESS_ORDER.slice(0, 30).sort(),
    );
  });

  const report: string[] = [];
  for (const c of FIELD_GUIDE_CASES) {
    it(`${c.bird}: typical answers in the top 3`, () => {
      const at = rank(c.bird, c.typical);
      report.push(`${c.bird} typical #${at}`);
      expect(at).toBeLessThanOrEqual(3);
    });
    for (const { why, ...wrong } of c.wrong) {
      it(`${c.bird}: ${why} still in the top 5`, () => {
        const at = rank(c.bird, { ...c.typical, ...wrong });
        expect(at).toBeLessThanOrEqual(5);
      });
    }
  }
});

describe('the gaps a birder found (issue 35)', () => {
  const cases: [string, string, WizardAnswer, number][] = [
    ['a typical sperwer', 'sperwer', { size: 3, color: [3, 5, 2], silhouette: 7, beak: 7 }, 3],
    ['a boomklever as Overig', 'boomklever', { size: 1, color: [7, 5], silhouette: 9, beak: 9 }, 3],
    [
      'a witte kwikstaart as Klein vogeltje',
      'witte-kwikstaart',
      { size: 2, color: [1, 2, 3], silhouette: 4, beak: 3 },
      5,
    ],
    [
      'a grote gele kwikstaart as Klein vogeltje',
      'grote-gele-kwikstaart',
      { size: 2, color: [4, 3], silhouette: 4, beak: 3 },
      5,
    ],
    ['a female kuifeend', 'kuifeend', { size: 3, color: [9, 4], silhouette: 1, beak: 4 }, 5],
    ['a grey female vink', 'vink', { size: 1, color: [3, 9, 2], silhouette: 4, beak: 5 }, 5],
    [
      'a goudhaan with white wing bars',
      'goudhaan',
      { size: 1, color: [8, 4, 2], silhouette: 4, beak: 3 },
      5,
    ],
    [
      'a grote mantelmeeuw with its yellow bill',
      'grote-mantelmeeuw',
      { size: 4, color: [2, 1, 4], silhouette: 3, beak: 6 },
      3,
    ],
    ['a kneu man in winter', 'kneu', { size: 1, color: [9, 3, 6], silhouette: 4, beak: 5 }, 5],
  ];
  it.each(cases)('%s (%s, %j) is in the top %i', (_, bird, answer, top) => {
    expect(rank(bird, answer)).toBeLessThanOrEqual(top);
  });
});

describe('the number of good matches as answers are added', () => {
  /** The answers in the order the wizard asks them, one colour at a time. */
  function steps(a: WizardAnswer): WizardAnswer[] {
    const out: Partial<WizardAnswer>[] = [{}, { size: a.size }];
    for (let i = 1; i <= a.color.length; i += 1)
      out.push({ size: a.size, color: a.color.slice(0, i) });
    out.push({ size: a.size, color: a.color, silhouette: a.silhouette }, a);
    return out as WizardAnswer[];
  }

  it('never rises, for every typical and wrong answer of the test set', () => {
    for (const c of FIELD_GUIDE_CASES) {
      for (const answer of [
        c.typical,
        ...c.wrong.map(({ why: _, ...w }) => ({ ...c.typical, ...w })),
      ]) {
        const counts = steps(answer).map((s) => rankWizardBirds(BIRDS, s).length);
        for (let i = 1; i < counts.length; i += 1) {
          expect(
            counts[i],
            `${c.bird} ${JSON.stringify(answer)}: ${counts.join(' → ')}`,
          ).toBeLessThanOrEqual(counts[i - 1]!);
        }
      }
    }
  });
});

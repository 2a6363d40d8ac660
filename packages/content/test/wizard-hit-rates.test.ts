import { rankWizardBirds } from '@tvt/domain';
import { describe, expect, it } from 'vitest';
import { BIRDS, COMMONNESS_ORDER } from '../src/index.ts';
import { ANSWER_CASES, type WizardAnswer } from './wizard-answers.ts';

function position(bird: string, answer: WizardAnswer): number {
  const ranked = rankWizardBirds(BIRDS, answer).map((b) => b.id);
  const index = ranked.indexOf(bird);
  return index === -1 ? Infinity : index + 1;
}

function rate(hits: number, total: number): string {
  return `${hits}/${total} (${Math.round((hits / total) * 1000) / 10} %)`;
}

describe('the wizard on what participants answer (test set: wizard-answers.ts)', () => {
  it('covers the 30 most counted garden birds', () => {
    expect(ANSWER_CASES.map((c) => c.bird).sort()).toEqual(COMMONNESS_ORDER.slice(0, 30).sort());
    for (const c of ANSWER_CASES) {
      for (const d of c.oneDifferent) {
        const changed = Object.entries(d).filter(
          ([key, value]) =>
            JSON.stringify(value) !== JSON.stringify(c.typical[key as keyof WizardAnswer]),
        );
        expect(changed.length, `${c.bird} ${JSON.stringify(d)}`).toBe(1);
      }
    }
  });

  it('puts the bird in the top 3 for ≥ 95 % of typical answers and the top 5 for ≥ 90 % of answers with one difference', () => {
    const typicalMisses: string[] = [];
    const oneDifferentMisses: string[] = [];
    let oneDifferentTotal = 0;
    for (const c of ANSWER_CASES) {
      const at = position(c.bird, c.typical);
      if (at > 3) typicalMisses.push(`${c.bird} (#${at})`);
      for (const d of c.oneDifferent) {
        oneDifferentTotal += 1;
        const p = position(c.bird, { ...c.typical, ...d });
        if (p > 5) oneDifferentMisses.push(`${c.bird} ${JSON.stringify(d)} (#${p})`);
      }
    }
    const typicalHits = ANSWER_CASES.length - typicalMisses.length;
    const oneDifferentHits = oneDifferentTotal - oneDifferentMisses.length;
    console.log(
      `wizard hit rates: typical answers in top 3 ${rate(typicalHits, ANSWER_CASES.length)}; ` +
        `one answer different in top 5 ${rate(oneDifferentHits, oneDifferentTotal)}\n` +
        `  typical misses: ${typicalMisses.join(', ') || 'none'}\n` +
        `  one-different misses: ${oneDifferentMisses.join(', ') || 'none'}`,
    );
    expect(typicalHits / ANSWER_CASES.length).toBeGreaterThanOrEqual(0.95);
    expect(oneDifferentHits / oneDifferentTotal).toBeGreaterThanOrEqual(0.9);
  });
});

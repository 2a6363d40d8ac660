import type { WizardRepository } from '../wizard/repository.ts';
import { MAX_SUGGESTIONS } from './confidence.ts';
import type { ColourCandidate } from './recognisers/detector.ts';

/**
 * Candidates for a bird's main colours through the wizard's own matching and ranking: first the
 * species showing all of them, then, dropping the least visible colour each time, those showing
 * the rest; within each step the most counted in gardens first.
 */
export async function rankByColours(
  wizard: WizardRepository,
  colours: readonly number[],
): Promise<ColourCandidate[]> {
  const found: ColourCandidate[] = [];
  const seen = new Set<string>();
  for (let n = colours.length; n >= 1 && found.length < MAX_SUGGESTIONS; n -= 1) {
    const { rows } = await wizard.find(
      { color: colours.slice(0, n) },
      { offset: 0, limit: MAX_SUGGESTIONS },
    );
    for (const row of rows) {
      if (seen.has(row.id) || found.length >= MAX_SUGGESTIONS) continue;
      seen.add(row.id);
      found.push({ id: row.id, matched: n });
    }
  }
  return found;
}

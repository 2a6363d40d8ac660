/** A source of numbers in [0, 1), like `Math.random`; tests inject a fixed sequence. */
export type RandomSource = () => number;

/** Fisher–Yates on a copy: every order equally likely for a uniform source. */
export function shuffle<T>(items: readonly T[], random: RandomSource = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const roll = random();
    // A broken source (NaN, out of range) must not lose or duplicate an option.
    const j = Number.isFinite(roll) ? Math.min(i, Math.max(0, Math.floor(roll * (i + 1)))) : i;
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

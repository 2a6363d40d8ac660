/** A source of numbers in [0, 1), like `Math.random`; tests inject a fixed sequence. */
export type RandomSource = () => number;

/** Fisher–Yates on a copy: every order equally likely for a uniform source. */
export function shuffle<T>(items: readonly T[], random: RandomSource = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

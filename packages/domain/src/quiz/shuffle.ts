/** A source of numbers in [0, 1), like `Math.random`; tests inject a fixed sequence. */
export type RandomSource = () => number;

/** An index in [from, to] for one roll; a broken source (NaN, out of range) gives `fallback`. */
function pick(random: RandomSource, from: number, to: number, fallback: number): number {
  const roll = random();
  return Number.isFinite(roll)
    ? Math.min(to, Math.max(from, from + Math.floor(roll * (to - from + 1))))
    : fallback;
}

/** Fisher–Yates on a copy: every order equally likely for a uniform source. */
export function shuffle<T>(items: readonly T[], random: RandomSource = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    // A broken source must not lose or duplicate an option.
    const j = pick(random, 0, i, i);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/**
 * `count` distinct items drawn at random (all of them when there are fewer), in the order drawn:
 * Fisher–Yates stopped after `count` steps, so every subset is equally likely and a draw of 10
 * from 80 costs 10 rolls instead of 79.
 */
export function sample<T>(
  items: readonly T[],
  count: number,
  random: RandomSource = Math.random,
): T[] {
  const result = [...items];
  const taken = Math.max(0, Math.min(count, result.length));
  for (let i = 0; i < taken; i += 1) {
    const j = pick(random, i, result.length - 1, i);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  result.length = taken;
  return result;
}

export const SIMILAR_SELF = 'Een vogel kan niet op zichzelf lijken.';
export const SIMILAR_UNKNOWN = (id: string) => `Onbekende vogelsoort bij 'lijkt op': ${id}.`;
export const SIMILAR_DOUBLE = 'Elke soort mag maar één keer bij \u2018lijkt op\u2019 staan.';

/**
 * The 'similar species' of bird `id` as the office sends them: not the bird itself, each known,
 * none twice. Undefined when valid, else the Dutch reason.
 */
export function similarProblem(
  id: string,
  similar: readonly string[],
  known: ReadonlySet<string>,
): string | undefined {
  if (similar.includes(id)) return SIMILAR_SELF;
  if (new Set(similar).size !== similar.length) return SIMILAR_DOUBLE;
  const unknown = similar.find((s) => !known.has(s));
  return unknown === undefined ? undefined : SIMILAR_UNKNOWN(unknown);
}

/**
 * The count form's main grid position of a bird that becomes (or stays) primary: its own when
 * it has one, else after the last. Null for a bird that is not primary.
 */
export function primaryOrderFor(
  primary: boolean,
  current: number | null,
  highest: number | null,
): number | null {
  if (!primary) return null;
  return current ?? (highest ?? 0) + 1;
}

/**
 * A rule answers `undefined` when the value passes, or the Dutch message to show when it fails.
 * Forms show the message next to the field; the API answers it with the field name.
 */
export type RuleResult = string | undefined;

/** The first failing rule's message, in the given order. */
export function firstFailure(...results: RuleResult[]): RuleResult {
  return results.find((r) => r !== undefined);
}

/** Blank means empty or only whitespace: such a value counts as "not filled in". */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

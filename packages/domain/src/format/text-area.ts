/** Spec 5: the text area's default maximum. */
export const TEXT_AREA_DEFAULT_MAX_LENGTH = 250;

/** Characters left, never below zero. */
export function remainingCharacters(
  value: string | null | undefined,
  maxLength: number = TEXT_AREA_DEFAULT_MAX_LENGTH,
): number {
  return Math.max(0, maxLength - (value ?? '').length);
}

/** Spec 5: 'Je kunt nog {n} tekens invoeren.' */
export function textAreaCounterText(
  value: string | null | undefined,
  maxLength: number = TEXT_AREA_DEFAULT_MAX_LENGTH,
): string {
  return `Je kunt nog ${remainingCharacters(value, maxLength)} tekens invoeren.`;
}

import { isBlank, type RuleResult } from '../validation/rule.ts';

/** Spec 9: the postal code input holds at most 20 characters. */
export const POSTAL_CODE_MAX_LENGTH = 20;

/**
 * Four digits not starting with 0, an optional space, two letters — except SA, SD and SS,
 * which Dutch postal codes never use.
 */
export const POSTAL_CODE_PATTERN = /^[1-9][0-9]{3} ?(?!SA|SD|SS)[A-Z]{2}$/i;

/**
 * Spec 5: keep only letters and digits, uppercase, at most 20 characters.
 * Only ASCII letters are kept: a Dutch postal code has no other ones, and uppercasing a
 * non-ASCII letter can change the length ('ß' → 'SS'), which would break idempotence.
 */
export function normalisePostalCode(value: string): string {
  return value
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, POSTAL_CODE_MAX_LENGTH);
}

export function isValidPostalCode(value: string): boolean {
  return POSTAL_CODE_PATTERN.test(value);
}

export function validatePostalCode(value: string): RuleResult {
  if (isBlank(value)) return 'Vul je postcode in.';
  if (!isValidPostalCode(value)) return 'Vul een geldige postcode in, bijvoorbeeld 1234 AB.';
  return undefined;
}

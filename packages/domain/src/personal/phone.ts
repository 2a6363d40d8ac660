import { isBlank, type RuleResult } from '../validation/rule.ts';

/** Spec 9: the phone input accepts 100 characters; the stored phone field holds 32. */
export const PHONE_INPUT_MAX_LENGTH = 100;
export const PHONE_FIELD_MAX_LENGTH = 32;
export const PHONE_MIN_LENGTH = 10;

const PHONE_PATTERN = /^[0-9()+-]*$/;

/** Spaces are only for readability; the rule and the stored value ignore them. */
export function normalisePhone(value: string): string {
  return value.replace(/ /g, '');
}

/** Optional: empty passes. Otherwise, without spaces, 10 to 32 of digits, ( ) + and -. */
export function validatePhone(value: string | null | undefined): RuleResult {
  if (isBlank(value)) return undefined;
  const raw = value ?? '';
  if (raw.length > PHONE_INPUT_MAX_LENGTH) {
    return `Een telefoonnummer mag maximaal ${PHONE_INPUT_MAX_LENGTH} tekens bevatten.`;
  }
  const compact = normalisePhone(raw);
  if (!PHONE_PATTERN.test(compact)) {
    return 'Vul een telefoonnummer in met alleen cijfers, zoals 06 12345678 of +31 6 12345678.';
  }
  if (compact.length < PHONE_MIN_LENGTH || compact.length > PHONE_FIELD_MAX_LENGTH) {
    return `Vul een telefoonnummer in, zoals 06 12345678: ${PHONE_MIN_LENGTH} tot ${PHONE_FIELD_MAX_LENGTH} cijfers.`;
  }
  return undefined;
}

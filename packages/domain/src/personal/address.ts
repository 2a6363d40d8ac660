import { isBlank, type RuleResult } from '../validation/rule.ts';

/** Spec 9: city, house number and addition hold at most 200 characters. */
export const ADDRESS_FIELD_MAX_LENGTH = 200;

/** Spec 5 and 8: shown as a warning when the address lookup finds nothing. */
export const ADDRESS_NOT_RECOGNISED = 'Combinatie postcode en huisnummer wordt niet herkend';

const DIGITS = /^[0-9]+$/;
const ADDITION_PATTERN = /^[\p{L}\p{N} ]*$/u;

export function validateHouseNumber(value: string): RuleResult {
  if (isBlank(value)) return 'Vul je huisnummer in.';
  if (value.length > ADDRESS_FIELD_MAX_LENGTH) {
    return `Je huisnummer mag maximaal ${ADDRESS_FIELD_MAX_LENGTH} tekens bevatten.`;
  }
  if (!DIGITS.test(value)) return 'Je huisnummer mag alleen cijfers bevatten.';
  return undefined;
}

/** Optional house number addition ('A', 'bis', '2 hoog'). */
export function validateHouseNumberAddition(value: string | null | undefined): RuleResult {
  const v = value ?? '';
  if (v.length > ADDRESS_FIELD_MAX_LENGTH) {
    return `De toevoeging mag maximaal ${ADDRESS_FIELD_MAX_LENGTH} tekens bevatten.`;
  }
  if (!ADDITION_PATTERN.test(v)) {
    return 'De toevoeging mag alleen letters, cijfers en spaties bevatten.';
  }
  return undefined;
}

export function validateStreet(value: string | null | undefined): RuleResult {
  return isBlank(value)
    ? 'Er is geen straat bekend bij deze postcode en dit huisnummer.'
    : undefined;
}

export function validateCity(value: string | null | undefined): RuleResult {
  if (isBlank(value)) return 'Er is geen plaats bekend bij deze postcode en dit huisnummer.';
  if ((value ?? '').length > ADDRESS_FIELD_MAX_LENGTH) {
    return `De plaatsnaam mag maximaal ${ADDRESS_FIELD_MAX_LENGTH} tekens bevatten.`;
  }
  return undefined;
}

import type { RuleResult } from '../validation/rule.ts';

/** Spec 9: remarks and the unrecognised-bird description hold at most 500 characters. */
export const REMARKS_MAX_LENGTH = 500;

export function normaliseRemarks(value: string | null | undefined): string {
  return (value ?? '').trim();
}

export function validateRemarks(value: string | null | undefined): RuleResult {
  return normaliseRemarks(value).length > REMARKS_MAX_LENGTH
    ? `Je opmerkingen mogen maximaal ${REMARKS_MAX_LENGTH} tekens bevatten.`
    : undefined;
}

export function validateUnrecognisedRemarks(value: string | null | undefined): RuleResult {
  return (value ?? '').length > REMARKS_MAX_LENGTH
    ? `De beschrijving mag maximaal ${REMARKS_MAX_LENGTH} tekens bevatten.`
    : undefined;
}

import { isBlank, type RuleResult } from '../validation/rule.ts';

/** RFC 5321 limit on a forward path; the spec gives none, the server needs one. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The WHATWG `type=email` pattern, with one addition: the domain needs a dot and a top-level
 * domain of at least two letters, because the campaign mails its participants on the internet.
 */
const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.[a-z]{2,63}$/i;

/** Spec 5: e-mail addresses are lowercased and trimmed. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Validates the normalised address (call `normaliseEmail` first). */
export function validateEmail(value: string): RuleResult {
  if (isBlank(value)) return 'Vul je e-mailadres in.';
  if (/\s/.test(value)) return 'Een e-mailadres mag geen spaties bevatten.';
  if (value.length > EMAIL_MAX_LENGTH) {
    return `Een e-mailadres mag maximaal ${EMAIL_MAX_LENGTH} tekens bevatten.`;
  }
  if (!EMAIL_PATTERN.test(value))
    return 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.';
  return undefined;
}

import { isBlank, type RuleResult } from '../validation/rule.ts';

/** Spec 9: name fields hold at most 100 characters. */
export const NAME_MAX_LENGTH = 100;

/**
 * Spec 5: letters (accented ones too), dot, space and hyphen — nothing else, so no digits and
 * no apostrophe. Unicode letter and mark classes accept decomposed accents ("Zoe\u0308") as well.
 */
const NAME_PATTERN = /^[\p{L}\p{M}. -]*$/u;

function nameRule(value: string, label: string, required: boolean): RuleResult {
  if (isBlank(value)) return required ? `Vul je ${label} in.` : undefined;
  if (value.length > NAME_MAX_LENGTH) {
    return `Je ${label} mag maximaal ${NAME_MAX_LENGTH} tekens bevatten.`;
  }
  if (!NAME_PATTERN.test(value)) {
    return `Je ${label} mag alleen letters, punten, spaties en streepjes bevatten.`;
  }
  return undefined;
}

export function validateFirstName(value: string): RuleResult {
  return nameRule(value, 'voornaam', true);
}

export function validateLastName(value: string): RuleResult {
  return nameRule(value, 'achternaam', true);
}

/** Optional: empty passes; a filled prefix follows the name rules. */
export function validateNamePrefix(value: string | null | undefined): RuleResult {
  return nameRule(value ?? '', 'tussenvoegsel', false);
}

/** Spec 5: the last name gets its first letter capitalised; the rest is kept as typed. */
export function capitaliseLastName(value: string): string {
  const trimmed = value.trimStart();
  const first = trimmed.charAt(0);
  return first.toLocaleUpperCase('nl-NL') + trimmed.slice(1);
}

import { z } from 'zod';
import type { RuleResult } from './rule.ts';

/**
 * Building blocks for schemas whose every message is Dutch and names the field, so the API can
 * answer `{ message, field }` without an English zod default ever reaching a person.
 */
type Issue = { input?: unknown };

export function typeMessage(field: string, expected: string) {
  return (issue: Issue): string =>
    issue.input === undefined
      ? `Het veld '${field}' ontbreekt.`
      : `Het veld '${field}' moet ${expected} zijn.`;
}

function addRuleIssue(rule: (value: string) => RuleResult) {
  return (value: string, ctx: z.RefinementCtx): void => {
    const message = rule(value);
    if (message !== undefined) ctx.addIssue({ code: 'custom', message });
  };
}

/** A required text checked by a domain rule after an optional normalisation. */
export function ruleText(
  field: string,
  rule: (value: string) => RuleResult,
  normalise: (value: string) => string = (v) => v,
) {
  return z
    .string({ error: typeMessage(field, 'tekst') })
    .transform(normalise)
    .superRefine(addRuleIssue(rule));
}

/** An optional text (missing, null or empty) checked by a domain rule when filled; empty → undefined. */
export function optionalRuleText(
  field: string,
  rule: (value: string) => RuleResult,
  normalise: (value: string) => string = (v) => v,
) {
  return z
    .string({ error: typeMessage(field, 'tekst') })
    .nullish()
    .transform((v) => normalise(v ?? ''))
    .superRefine(addRuleIssue(rule))
    .transform((v) => (v === '' ? undefined : v));
}

/** A free text of at most `max` characters; missing or null becomes ''. */
export function plainText(field: string, max: number) {
  return z
    .string({ error: typeMessage(field, 'tekst') })
    .max(max, { error: `Het veld '${field}' mag maximaal ${max} tekens bevatten.` })
    .nullish()
    .transform((v) => v ?? '');
}

export function integer(field: string, min: number, max: number) {
  const range = `Het veld '${field}' moet een geheel getal van ${min} tot en met ${max} zijn.`;
  return z
    .number({ error: typeMessage(field, 'een getal') })
    .int({ error: range })
    .min(min, { error: range })
    .max(max, { error: range });
}

export function bool(field: string) {
  return z.boolean({ error: typeMessage(field, 'true of false') });
}

export function oneOf<const T extends readonly [string, ...string[]]>(field: string, values: T) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined
        ? `Het veld '${field}' ontbreekt.`
        : `Het veld '${field}' moet een van deze waarden zijn: ${values.map((v) => `'${v}'`).join(', ')}.`,
  });
}

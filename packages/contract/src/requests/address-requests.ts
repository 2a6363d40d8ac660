import {
  type RuleResult,
  normalisePostalCode,
  validateHouseNumber,
  validateHouseNumberAddition,
  validatePostalCode,
} from '@tvt/domain';
import { z } from 'zod';

/** A text checked by a domain rule after its normalisation, with the rule's Dutch message. */
function checked(rule: (value: string) => RuleResult, normalise: (value: string) => string) {
  return z
    .string()
    .transform(normalise)
    .superRefine((value, ctx) => {
      const message = rule(value);
      if (message !== undefined) ctx.addIssue({ code: 'custom', message });
    });
}

/** `GET {postcode}/address/{postalCode}/{streetNumber}` path. */
export const addressParams = z.object({
  postalCode: checked(validatePostalCode, normalisePostalCode),
  streetNumber: checked(validateHouseNumber, (v) => v.trim()),
});

export const addressQuery = z.object({
  addition: checked(validateHouseNumberAddition, (v) => v.trim()).optional(),
  source: z.string().max(100).optional(),
});

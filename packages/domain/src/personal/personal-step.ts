import type { RuleResult } from '../validation/rule.ts';
import {
  validateCity,
  validateHouseNumber,
  validateHouseNumberAddition,
  validateStreet,
} from './address.ts';
import { normaliseEmail, validateEmail } from './email.ts';
import { validateFirstName, validateLastName, validateNamePrefix } from './names.ts';
import { validatePhone } from './phone.ts';
import { normalisePostalCode, validatePostalCode } from './postal-code.ts';

/** The fields of the personal step, as the form holds them. */
export interface PersonalStepValues {
  firstName: string;
  lastNamePrefix?: string;
  lastName: string;
  postalCode: string;
  streetNumber: string;
  streetNumberAddition?: string;
  street?: string;
  city?: string;
  emailAddress: string;
  phoneNumber?: string;
}

export type PersonalStepField = keyof PersonalStepValues;
export type PersonalStepErrors = Partial<Record<PersonalStepField, string>>;

/** Every field's rule, so that finishing the step can show all messages at once (spec 5). */
export function validatePersonalStep(values: PersonalStepValues): PersonalStepErrors {
  const results: Record<PersonalStepField, RuleResult> = {
    firstName: validateFirstName(values.firstName),
    lastNamePrefix: validateNamePrefix(values.lastNamePrefix),
    lastName: validateLastName(values.lastName),
    postalCode: validatePostalCode(normalisePostalCode(values.postalCode)),
    streetNumber: validateHouseNumber(values.streetNumber),
    streetNumberAddition: validateHouseNumberAddition(values.streetNumberAddition),
    street: validateStreet(values.street),
    city: validateCity(values.city),
    emailAddress: validateEmail(normaliseEmail(values.emailAddress)),
    phoneNumber: validatePhone(values.phoneNumber),
  };
  const errors: PersonalStepErrors = {};
  for (const [field, message] of Object.entries(results) as [PersonalStepField, RuleResult][]) {
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

/**
 * The fields whose failure blocks the step (spec 5): first name, last name, postal code, house
 * number and e-mail must be valid; phone, addition and prefix valid or empty. Street and city
 * are left out on purpose: an unrecognised address is a warning, not a stop.
 */
const BLOCKING_FIELDS: readonly PersonalStepField[] = [
  'firstName',
  'lastName',
  'postalCode',
  'streetNumber',
  'emailAddress',
  'phoneNumber',
  'streetNumberAddition',
  'lastNamePrefix',
];

export function canProceedFromPersonalStep(values: PersonalStepValues): boolean {
  const errors = validatePersonalStep(values);
  return BLOCKING_FIELDS.every((field) => errors[field] === undefined);
}

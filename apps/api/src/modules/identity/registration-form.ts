import {
  ADDRESS_NOT_RECOGNISED,
  capitaliseLastName,
  normaliseEmail,
  normalisePostalCode,
  validateEmail,
  validateFirstName,
  validateHouseNumber,
  validateHouseNumberAddition,
  validateLastName,
  validateNamePrefix,
  validatePostalCode,
} from '@tvt/domain';
import type { Registration } from '../account/credentials.ts';
import { validateNewPassword } from '../credentials/passwords.ts';
import type { FieldErrors } from './pages/html.ts';

export type FormBody = Record<string, string | undefined>;

export const text = (body: FormBody, name: string): string =>
  typeof body[name] === 'string' ? body[name].slice(0, 1000) : '';

export type AddressFinder = (
  postalCode: string,
  streetNumber: string,
  addition: string | undefined,
) => Promise<{ street: string; city: string } | undefined>;

export interface RegistrationValues extends Record<string, string> {
  email: string;
}

/**
 * The create-account form with the count's own rules (spec 5 "Personal data"): the same
 * messages, and the address must be recognised by the same lookup.
 */
export async function readRegistration(
  body: FormBody,
  findAddress: AddressFinder,
): Promise<{ values: RegistrationValues; errors: FieldErrors; registration?: Registration }> {
  const values = {
    firstName: text(body, 'firstName').trim(),
    lastNamePrefix: text(body, 'lastNamePrefix').trim(),
    lastName: capitaliseLastName(text(body, 'lastName').trim()),
    postalCode: normalisePostalCode(text(body, 'postalCode')),
    streetNumber: text(body, 'streetNumber').trim(),
    streetNumberAddition: text(body, 'streetNumberAddition').trim(),
    email: normaliseEmail(text(body, 'email')),
  };
  const password = text(body, 'password');
  const errors: FieldErrors = {
    firstName: validateFirstName(values.firstName),
    lastNamePrefix: values.lastNamePrefix ? validateNamePrefix(values.lastNamePrefix) : undefined,
    lastName: validateLastName(values.lastName),
    postalCode: validatePostalCode(values.postalCode),
    streetNumber: validateHouseNumber(values.streetNumber),
    streetNumberAddition: values.streetNumberAddition
      ? validateHouseNumberAddition(values.streetNumberAddition)
      : undefined,
    email: validateEmail(values.email),
    password: validateNewPassword(password),
  };
  const clean = Object.fromEntries(Object.entries(errors).filter(([, m]) => m !== undefined));
  if (Object.keys(clean).length > 0) return { values, errors: clean };
  const address = await findAddress(
    values.postalCode,
    values.streetNumber,
    values.streetNumberAddition || undefined,
  );
  if (!address) return { values, errors: { postalCode: ADDRESS_NOT_RECOGNISED } };
  return {
    values,
    errors: {},
    registration: {
      ...values,
      lastNamePrefix: values.lastNamePrefix || null,
      streetNumberAddition: values.streetNumberAddition || null,
      password,
      street: address.street,
      city: address.city,
    },
  };
}

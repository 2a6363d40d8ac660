import { z } from 'zod';
import { bool, optionalRuleText, plainText, ruleText } from '../validation/zod-fields.ts';
import {
  ADDRESS_FIELD_MAX_LENGTH,
  validateHouseNumber,
  validateHouseNumberAddition,
} from './address.ts';
import { normaliseEmail, validateEmail } from './email.ts';
import {
  capitaliseLastName,
  validateFirstName,
  validateLastName,
  validateNamePrefix,
} from './names.ts';
import { normalisePhone, validatePhone } from './phone.ts';
import { normalisePostalCode, validatePostalCode } from './postal-code.ts';

const trim = (v: string) => v.trim();

/** Personal fields of `userData`, each built from the same rule the form uses. */
export const personalUserDataShape = {
  firstName: ruleText('userData.firstName', validateFirstName, trim),
  lastNamePrefix: optionalRuleText('userData.lastNamePrefix', validateNamePrefix, trim),
  lastName: ruleText('userData.lastName', validateLastName, (v) => capitaliseLastName(v.trim())),
  emailAddress: ruleText('userData.emailAddress', validateEmail, normaliseEmail),
  // Stored without spaces, so the stored value always fits the 32-character phone field.
  phoneNumber: optionalRuleText('userData.phoneNumber', validatePhone, (v) =>
    normalisePhone(v.trim()),
  ),
  permissionToCall: bool('userData.permissionToCall').optional(),
  newsLetter: bool('userData.newsLetter').default(false),
};

/**
 * Address fields of `location`. Street, city, province and geo come from the address lookup and
 * may be empty (an unrecognised address is a warning in spec 5, it does not block the count).
 */
export const personalLocationShape = {
  postalCode: ruleText('location.postalCode', validatePostalCode, normalisePostalCode),
  streetNumber: ruleText('location.streetNumber', validateHouseNumber, trim),
  streetNumberAddition: optionalRuleText(
    'location.streetNumberAddition',
    validateHouseNumberAddition,
    trim,
  ),
  street: plainText('location.street', ADDRESS_FIELD_MAX_LENGTH),
  city: plainText('location.city', ADDRESS_FIELD_MAX_LENGTH),
};

/** The personal step (spec 2 "personal-information", 5 "Personal data") as one schema. */
export const personalStepSchema = z.object({
  userData: z.object(personalUserDataShape, { error: "Het veld 'userData' ontbreekt." }),
  location: z.object(personalLocationShape, { error: "Het veld 'location' ontbreekt." }),
});

export type PersonalStepInput = z.input<typeof personalStepSchema>;
export type PersonalStepOutput = z.output<typeof personalStepSchema>;

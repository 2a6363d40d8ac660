import { normaliseEmail } from '../personal/email.ts';
import type { PersonalStepValues } from '../personal/personal-step.ts';
import { normalisePostalCode } from '../personal/postal-code.ts';

/** `GET /user` of the account service: the prefill fields of spec 3 "Account data". */
export interface AccountUserData {
  initials: string;
  lastnameprefix?: string | null;
  lastname: string;
  postalcode: string;
  streetnumber: string;
  streetnumbersuffix?: string | null;
  street?: string | null;
  city?: string | null;
  email: string;
}

/**
 * Spec 4: a logged-in participant's personal step starts filled from the account. `initials`
 * is what the account keeps as first name.
 */
export function personalFromAccount(account: AccountUserData): PersonalStepValues {
  return {
    firstName: account.initials,
    lastNamePrefix: account.lastnameprefix ?? '',
    lastName: account.lastname,
    postalCode: account.postalcode,
    streetNumber: account.streetnumber,
    streetNumberAddition: account.streetnumbersuffix ?? '',
    street: account.street ?? '',
    city: account.city ?? '',
    emailAddress: account.email,
    phoneNumber: '',
  };
}

/** The fields that say who counted and where; phone and newsletter are not in the account. */
type AccountDetails = Pick<
  PersonalStepValues,
  | 'firstName'
  | 'lastNamePrefix'
  | 'lastName'
  | 'postalCode'
  | 'streetNumber'
  | 'streetNumberAddition'
  | 'emailAddress'
>;

const sameText = (a: string | undefined, b: string | undefined) =>
  (a ?? '').trim().toLocaleLowerCase('nl-NL') === (b ?? '').trim().toLocaleLowerCase('nl-NL');

/**
 * Whether the personal step still holds exactly the account's details (decision 025): then it
 * only confirmed the account, and the summary's back button can skip it. Case, spacing and
 * the postal code's format do not count as a change; street and city follow from the address.
 */
export function holdsAccountDetails(
  values: Partial<AccountDetails>,
  account: AccountUserData,
): boolean {
  const own = personalFromAccount(account);
  return (
    sameText(values.firstName, own.firstName) &&
    sameText(values.lastNamePrefix, own.lastNamePrefix) &&
    sameText(values.lastName, own.lastName) &&
    normalisePostalCode(values.postalCode ?? '') === normalisePostalCode(own.postalCode) &&
    sameText(values.streetNumber, own.streetNumber) &&
    sameText(values.streetNumberAddition, own.streetNumberAddition) &&
    normaliseEmail(values.emailAddress ?? '') === normaliseEmail(own.emailAddress)
  );
}

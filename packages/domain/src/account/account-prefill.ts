import type { PersonalStepValues } from '../personal/personal-step.ts';

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

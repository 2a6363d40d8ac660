import { canProceedFromPersonalStep, type PersonalStepInput } from '@tvt/domain';
import type { CountObjectDraft } from '../count-draft.ts';

/** The personal step's form values: the spec's userData and location fields the person types. */
export interface PersonalFormValues {
  userData: {
    firstName: string;
    lastNamePrefix: string;
    lastName: string;
    emailAddress: string;
    phoneNumber: string;
    permissionToCall: boolean;
    newsLetter: boolean;
  };
  location: {
    postalCode: string;
    streetNumber: string;
    streetNumberAddition: string;
    street: string;
    city: string;
  };
}

export function formValuesOf(count: CountObjectDraft): PersonalFormValues {
  const { userData: u, location: l } = count;
  return {
    userData: {
      firstName: u.firstName,
      lastNamePrefix: u.lastNamePrefix ?? '',
      lastName: u.lastName,
      emailAddress: u.emailAddress,
      phoneNumber: u.phoneNumber ?? '',
      permissionToCall: u.permissionToCall ?? false,
      newsLetter: u.newsLetter,
    },
    location: {
      postalCode: l.postalCode,
      streetNumber: l.streetNumber,
      streetNumberAddition: l.streetNumberAddition ?? '',
      street: l.street ?? '',
      city: l.city ?? '',
    },
  };
}

/** Writes what was typed into the draft's count; lookup-only location fields are kept. */
export function withFormValues(
  count: CountObjectDraft,
  values: PersonalFormValues | PersonalStepInput,
): CountObjectDraft {
  return {
    ...count,
    userData: { ...count.userData, ...values.userData } as CountObjectDraft['userData'],
    location: { ...count.location, ...values.location } as CountObjectDraft['location'],
  };
}

/** Spec 5: may the person go on to the summary? */
export function personalStepValid(values: PersonalFormValues): boolean {
  return canProceedFromPersonalStep({ ...values.userData, ...values.location });
}

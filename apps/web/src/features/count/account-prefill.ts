import { holdsAccountDetails, personalFromAccount, type AccountUserData } from '@tvt/domain';
import type { CountObjectDraft } from './count-draft.ts';

/**
 * Spec 4: a logged-in participant's personal fields start from the account. Only empty fields
 * are filled, so what the person typed in the draft always wins. Without account data the
 * count is returned unchanged (the login issue passes the account here).
 */
export function applyAccountPrefill(
  count: CountObjectDraft,
  account: AccountUserData | undefined,
): CountObjectDraft {
  if (!account) return count;
  const p = personalFromAccount(account);
  const pick = (current: string | undefined, value: string | undefined) =>
    current && current.trim() !== '' ? current : (value ?? '');
  return {
    ...count,
    userData: {
      ...count.userData,
      firstName: pick(count.userData.firstName, p.firstName),
      lastNamePrefix: pick(count.userData.lastNamePrefix, p.lastNamePrefix),
      lastName: pick(count.userData.lastName, p.lastName),
      emailAddress: pick(count.userData.emailAddress, p.emailAddress),
    },
    location: {
      ...count.location,
      postalCode: pick(count.location.postalCode, p.postalCode),
      streetNumber: pick(count.location.streetNumber, p.streetNumber),
      streetNumberAddition: pick(count.location.streetNumberAddition, p.streetNumberAddition),
      street: pick(count.location.street, p.street),
      city: pick(count.location.city, p.city),
    },
  };
}

/** Whether a logged-in participant's personal step holds only the account's details. */
export function personalIsAccount(
  count: CountObjectDraft,
  account: AccountUserData | undefined,
): boolean {
  return (
    account !== undefined && holdsAccountDetails({ ...count.userData, ...count.location }, account)
  );
}

import { isBlank } from '../validation/rule.ts';
import type { CountObject } from './count-object.ts';

/**
 * Spec 7 "Submit count": without a phone number the phone and the call permission are left
 * out; a stored referral code is added.
 */
export function toSubmitPayload(count: CountObject, referralCode?: string | null): CountObject {
  const userData = { ...count.userData };
  if (isBlank(userData.phoneNumber)) {
    delete userData.phoneNumber;
    delete userData.permissionToCall;
  }
  const payload: CountObject = { ...count, userData };
  if (referralCode && !isBlank(referralCode)) payload.referralCode = referralCode;
  return payload;
}

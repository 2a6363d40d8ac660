import { isBlank } from '../validation/rule.ts';
import type { CountMetaData, CountUserData } from './count-object.ts';
import type { Telplek } from './enums.ts';
import { elementValue } from './enums.ts';

/** Spec 4: choosing balkon clears the garden size (it is only asked for a tuin). */
export function setTelplek(metaData: CountMetaData, telplek: Telplek): CountMetaData {
  const next: CountMetaData = { ...metaData, telplek };
  if (telplek === 'balkon') delete next.groottetuin;
  return next;
}

/** Spec 4: an emptied element list becomes undefined; values are stored lowercase. */
export function setElementen(metaData: CountMetaData, elementen: readonly string[]): CountMetaData {
  const next: CountMetaData = { ...metaData };
  if (elementen.length === 0) delete next.elementen;
  else next.elementen = elementen.map(elementValue);
  return next;
}

/** Spec 4: typing a non-empty phone number sets the permission to call. */
export function setPhoneNumber<T extends Pick<CountUserData, 'phoneNumber' | 'permissionToCall'>>(
  userData: T,
  phoneNumber: string,
): T {
  return isBlank(phoneNumber)
    ? { ...userData, phoneNumber }
    : { ...userData, phoneNumber, permissionToCall: true };
}

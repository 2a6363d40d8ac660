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

/**
 * Typing a phone number leaves the permission to call as the participant set it: a consent box
 * stays unticked until they tick it (issue 30, decision 089, over spec 4's automatic tick).
 * An emptied number takes the permission with it when the count is sent (spec 7).
 */
export function setPhoneNumber<T extends Pick<CountUserData, 'phoneNumber' | 'permissionToCall'>>(
  userData: T,
  phoneNumber: string,
): T {
  return { ...userData, phoneNumber };
}

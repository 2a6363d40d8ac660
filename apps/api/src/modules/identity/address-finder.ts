import type { AddressService } from '../address/service.ts';
import type { AddressFinder } from './registration-form.ts';

/** The count's own address lookup; a source that cannot answer counts as not recognised. */
export function createAddressFinder(service: AddressService): AddressFinder {
  return async (postalCode, streetNumber, addition) => {
    try {
      const answer = await service.find({ postalCode, streetNumber, addition });
      return answer && { street: answer.street, city: answer.city };
    } catch {
      return undefined;
    }
  };
}

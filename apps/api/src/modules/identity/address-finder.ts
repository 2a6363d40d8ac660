import type { Database } from '../../db/database.ts';
import type { Config } from '../../env.ts';
import { addressLookupFor } from '../address/routes.ts';
import { createAddressService } from '../address/service.ts';
import type { AddressFinder } from './registration-form.ts';

/** The count's own address lookup; a source that cannot answer counts as not recognised. */
export function createAddressFinder(config: Config, database: Database): AddressFinder {
  const service = createAddressService(addressLookupFor(config, database));
  return async (postalCode, streetNumber, addition) => {
    try {
      const answer = await service.find({ postalCode, streetNumber, addition });
      return answer && { street: answer.street, city: answer.city };
    } catch {
      return undefined;
    }
  };
}

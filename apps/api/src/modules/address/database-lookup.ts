import type { Db } from '../../db/database.ts';
import type { AddressLookup } from './lookup.ts';
import { createAddressRepository } from './repository.ts';

/** The default source: the local BAG table filled by the import command. */
export function createDatabaseLookup(db: Db): AddressLookup {
  const repository = createAddressRepository(db);
  return {
    source: 'database',
    find: (postalCode, houseNumber) =>
      repository.findByPostalCodeAndNumber(postalCode, houseNumber),
  };
}

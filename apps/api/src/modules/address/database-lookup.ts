import type { AddressLookup } from './lookup.ts';
import type { AddressRepository } from './repository.ts';

/** The default source: the local BAG table filled by the import command. */
export function createDatabaseLookup(repository: AddressRepository): AddressLookup {
  return {
    source: 'database',
    find: (postalCode, houseNumber) =>
      repository.findByPostalCodeAndNumber(postalCode, houseNumber),
  };
}

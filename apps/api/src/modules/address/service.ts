import { type AddressRecord, MAX_HOUSE_NUMBER } from './address-record.ts';
import type { AddressLookup } from './lookup.ts';
import { pickAddress } from './match-addition.ts';

/** The spec's answer fields (section 7 "Address lookup"), plus the municipality code. */
export interface AddressAnswer {
  street: string;
  city: string;
  province: string;
  municipality: string;
  municipalityCode: string;
  latitude: number;
  longitude: number;
  bagNumberDesignationId: string;
  surfaceArea: number | null;
}

function toAnswer(record: AddressRecord): AddressAnswer {
  return {
    street: record.street,
    city: record.city,
    province: record.province,
    municipality: record.municipality,
    municipalityCode: record.municipalityCode,
    latitude: record.latitude,
    longitude: record.longitude,
    bagNumberDesignationId: record.nummeraanduidingId,
    surfaceArea: record.surfaceArea,
  };
}

export interface AddressQuery {
  /** Normalised and valid (the route's schema applies the domain rules). */
  postalCode: string;
  /** Digits only. */
  streetNumber: string;
  addition?: string | undefined;
}

export function createAddressService(lookup: AddressLookup) {
  return {
    /** Undefined when not recognised; throws AddressSourceUnavailable when the source cannot answer. */
    async find(query: AddressQuery): Promise<AddressAnswer | undefined> {
      const houseNumber = Number(query.streetNumber);
      // Valid digits, but no BAG number is this large: unknown, not a bad request.
      if (!Number.isSafeInteger(houseNumber) || houseNumber < 1 || houseNumber > MAX_HOUSE_NUMBER) {
        return undefined;
      }
      const record = pickAddress(await lookup.find(query.postalCode, houseNumber), query.addition);
      return record && toAnswer(record);
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;

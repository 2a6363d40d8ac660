/** The address service's answer (spec 7 "Address lookup"), `data` of the response. */
export interface AddressLookupResult {
  street: string;
  city: string;
  province: string;
  municipality: string;
  latitude: number;
  longitude: number;
  bagNumberDesignationId: string;
  surfaceArea?: number | null;
}

/** The address part of the count object (spec 3 `location`). */
export interface CountLocation {
  postalCode: string;
  streetNumber: string;
  streetNumberAddition?: string;
  street?: string;
  city?: string;
  province?: string;
  municipality?: string;
  municipalitycode?: string;
  /** `'lat,long'` */
  geo?: string;
}

/** Spec 7: the first four characters of the BAG designation id are the municipality code. */
export function municipalityCodeOf(bagNumberDesignationId: string): string {
  return bagNumberDesignationId.slice(0, 4);
}

export function geoOf(latitude: number, longitude: number): string {
  return `${latitude},${longitude}`;
}

/**
 * Fills the read-only address fields from a lookup, or — when the lookup found nothing —
 * clears street, city, province and geo as spec 5 requires (the warning is
 * `ADDRESS_NOT_RECOGNISED`). Municipality fields are cleared too: they came from the same lookup.
 */
export function applyAddressLookup(
  location: CountLocation,
  result: AddressLookupResult | undefined,
): CountLocation {
  if (!result) {
    return {
      ...location,
      street: '',
      city: '',
      province: '',
      geo: '',
      municipality: '',
      municipalitycode: '',
    };
  }
  return {
    ...location,
    street: result.street,
    city: result.city,
    province: result.province,
    municipality: result.municipality,
    municipalitycode: municipalityCodeOf(result.bagNumberDesignationId),
    geo: geoOf(result.latitude, result.longitude),
  };
}

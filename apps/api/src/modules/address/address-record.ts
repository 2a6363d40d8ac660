/** One BAG address as the lookup adapters and the importer see it. */
export interface AddressRecord {
  nummeraanduidingId: string;
  /** Normalised: '6512BK'. */
  postalCode: string;
  houseNumber: number;
  /** '' when none. */
  houseLetter: string;
  /** '' when none. */
  houseNumberAddition: string;
  street: string;
  city: string;
  municipality: string;
  /** Four digits, without the 'GM' prefix. */
  municipalityCode: string;
  province: string;
  latitude: number;
  longitude: number;
  surfaceArea: number | null;
}

/** BAG house numbers run from 1 to 99999. */
export const MAX_HOUSE_NUMBER = 99_999;

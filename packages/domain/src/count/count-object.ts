import type { CountLocation } from '../personal/address-lookup.ts';
import type { CountBirds } from './count-bird.ts';
import type {
  Beplanting,
  Bestrijdingsmiddelen,
  GrootteTuin,
  Katten,
  Neerslag,
  Teller,
  Telplek,
  Voeding,
} from './enums.ts';

export interface CountMetaData {
  teller?: Teller;
  telplek?: Telplek;
  neerslag?: Neerslag;
  groottetuin?: GrootteTuin;
  beplanting?: Beplanting;
  katten?: Katten;
  bestrijdingsmiddelen?: Bestrijdingsmiddelen;
  voeding?: Voeding;
  /** Lowercase element values; undefined rather than empty (spec 4). */
  elementen?: string[];
}

export interface ExternalCampaignEntry {
  name: string;
  value: string | boolean;
}

export interface CountUserData {
  emailAddress: string;
  isOrganisation: boolean;
  lastName: string;
  lastNamePrefix?: string;
  firstName: string;
  phoneNumber?: string;
  permissionToCall?: boolean;
  newsLetter: boolean;
  externalCampaign: ExternalCampaignEntry[];
}

export interface CountUserPhoto {
  photoId: string;
  photoOriginal: string;
  photoSmall: string;
}

/**
 * The count submission (spec 3 `countObject`), every field as the spec names it, plus
 * `countId`: a client-generated UUID v4 that makes the submission idempotent.
 */
export interface CountObject {
  countId: string;
  inztestid: number;
  metaData: CountMetaData;
  birds: CountBirds;
  unrecognizedBirdRemarks?: string;
  location: CountLocation;
  privateLocation: boolean;
  homeAddress: boolean;
  countedon: string;
  birdsCountedTotal: number;
  hasSuspiciousValues: boolean;
  participants: number;
  remarks?: string;
  userPhoto?: CountUserPhoto;
  referralCode?: string;
  userData: CountUserData;
}

/** Spec 3: externalCampaign carries an `intratuinactie` entry set to false. */
export const DEFAULT_EXTERNAL_CAMPAIGN: readonly ExternalCampaignEntry[] = [
  { name: 'intratuinactie', value: false },
];

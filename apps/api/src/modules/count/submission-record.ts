import { type CountBirds, type CountObjectOutput, countMomentFromCountedOn } from '@tvt/domain';
import type { SubmissionRecord } from './repository.ts';

/** 0.01° is about 1.1 km north–south and 0.7 km east–west in the Netherlands. */
const COARSE_STEP = 100;

function coarse(value: number): number {
  return Math.round(value * COARSE_STEP) / COARSE_STEP;
}

/** `'lat,long'` → both rounded to about a kilometre; an empty or odd value gives none. */
export function coarseLocation(geo: string): { lat: number | null; lng: number | null } {
  const [lat, lng] = geo.split(',').map(Number);
  if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) {
    return { lat: null, lng: null };
  }
  return { lat: coarse(lat), lng: coarse(lng) };
}

export interface RecordInput {
  id: string;
  count: CountObjectOutput;
  /** The birds with the server's suspicious flags, keyed by canonical bird id. */
  birds: CountBirds;
  birdsCountedTotal: number;
  hasSuspiciousValues: boolean;
  campaignYear: number;
  hash: string;
  /** The recognised CBS areas of the address ('PV27', 'GM0363'; '' when unknown). */
  areas: { province: string; municipality: string };
  /** Keyed hashes of the client's address and network (moderation), null when unknown. */
  client: { addressHash: string | null; networkHash: string | null };
}

/** Splits a validated count into the research row, the personal row and the bird rows. */
export function toSubmissionRecord(input: RecordInput): SubmissionRecord {
  const { count } = input;
  const { metaData: meta, location, userData } = count;
  const moment = countMomentFromCountedOn(count.countedon);
  const point = coarseLocation(location.geo);
  return {
    submission: {
      id: input.id,
      countId: count.countId,
      bodyHash: input.hash,
      campaignYear: input.campaignYear,
      inztestid: count.inztestid,
      countedOn: new Date(count.countedon).toISOString(),
      countDate: moment.date,
      countTime: `${String(moment.hour).padStart(2, '0')}:${String(moment.minute).padStart(2, '0')}`,
      teller: meta.teller ?? null,
      telplek: meta.telplek ?? null,
      neerslag: meta.neerslag ?? null,
      groottetuin: meta.groottetuin ?? null,
      beplanting: meta.beplanting ?? null,
      katten: meta.katten ?? null,
      bestrijdingsmiddelen: meta.bestrijdingsmiddelen ?? null,
      voeding: meta.voeding ?? null,
      elementen: meta.elementen ?? null,
      municipalityCode: location.municipalitycode,
      municipality: location.municipality,
      province: location.province,
      areaProvince: input.areas.province,
      areaMunicipality: input.areas.municipality,
      excluded: false,
      pc4: location.postalCode.slice(0, 4),
      latCoarse: point.lat,
      lngCoarse: point.lng,
      privateLocation: count.privateLocation,
      homeAddress: count.homeAddress,
      participants: count.participants,
      birdsCountedTotal: input.birdsCountedTotal,
      hasSuspiciousValues: input.hasSuspiciousValues,
      unrecognizedBirdRemarks: count.unrecognizedBirdRemarks ?? null,
      remarks: count.remarks ?? null,
      photoId: count.userPhoto?.photoId || null,
      referralCode: count.referralCode ?? null,
      clientAddressHash: input.client.addressHash,
      clientNetworkHash: input.client.networkHash,
    },
    personal: {
      submissionId: input.id,
      firstName: userData.firstName,
      lastNamePrefix: userData.lastNamePrefix ?? null,
      lastName: userData.lastName,
      emailAddress: userData.emailAddress,
      phoneNumber: userData.phoneNumber ?? null,
      permissionToCall: userData.phoneNumber ? (userData.permissionToCall ?? null) : null,
      newsLetter: userData.newsLetter,
      isOrganisation: userData.isOrganisation,
      externalCampaign: userData.externalCampaign,
      postalCode: location.postalCode,
      streetNumber: location.streetNumber,
      streetNumberAddition: location.streetNumberAddition ?? null,
      street: location.street,
      city: location.city,
      geo: location.geo,
    },
    birds: Object.entries(input.birds).map(([birdId, entry]) => ({
      submissionId: input.id,
      birdId,
      count: entry.birdCount,
      suspicious: entry.birdCountSuspicious,
    })),
  };
}

import { COMMONNESS_ORDER } from '@tvt/content';
import {
  type Campaign,
  DEFAULT_EXTERNAL_CAMPAIGN,
  countedOn,
  selectableCountDates,
} from '@tvt/domain';
import { type Municipality, municipalities, provinceOf } from './cbs-areas.ts';

/**
 * Synthetic counts for demos, tests and benchmarks, sent through the real submission path. Each
 * is plainly marked: the participant is 'Synthetische Teller', the e-mail address is on the
 * reserved `.invalid` domain, the street is 'Synthetische Teltuin' and the remarks say so.
 * Counts are spread evenly over the 342 CBS municipalities (so over every province); species
 * follow the seed's commonness order, like a real count: the i-th commonest is seen with
 * chance 0.85·0.9^i, in numbers of 1 to about 12·0.93^i.
 */
export const SYNTHETIC_MARK = 'Synthetische telling (demo)';
const SPECIES = COMMONNESS_ORDER.slice(0, 40).map((id, i) => ({
  id,
  chance: 0.85 * 0.9 ** i,
  most: Math.max(1, Math.round(12 * 0.93 ** i)),
}));

/** A small seeded generator (mulberry32), so a run can be repeated. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The clock the generator submits with: now during the count, else Sunday noon of the
 * campaign's count weekend, so every chosen date is one the form could offer.
 */
export function syntheticClock(campaign: Pick<Campaign, 'phase2Start' | 'phase3Start'>, now: Date) {
  const start = campaign.phase2Start.getTime();
  const end = campaign.phase3Start.getTime();
  if (now.getTime() >= start && now.getTime() < end) return now;
  return new Date(Math.min(start + 36 * 3_600_000, end - 60_000));
}

export interface SyntheticOptions {
  random: () => number;
  campaign: Pick<Campaign, 'phase2Start'>;
  now: Date;
  /** Only these municipalities; all 342 when absent. */
  areas?: readonly Municipality[];
}

function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length)]!;
}

/** One synthetic count body, as the web app would submit it. */
export function syntheticCount(options: SyntheticOptions, countId: string) {
  const { random } = options;
  const area = pick(options.areas ?? municipalities(), random);
  const province = provinceOf(area.provinceCode)!;
  const birds: Record<string, object> = {};
  for (const s of SPECIES) {
    if (random() >= s.chance) continue;
    const birdCount = 1 + Math.floor(random() * random() * s.most);
    birds[s.id] = { birdCountSuspicious: false, birdName: s.id, birdImage: '', birdCount };
  }
  const date = pick(selectableCountDates(options.now, options.campaign), random);
  const pc4 = String(1000 + Math.floor(random() * 9000));
  return {
    countId,
    inztestid: Math.floor(options.now.getTime() / 1000),
    metaData: { telplek: 'tuin', neerslag: 'geen neerslag', elementen: ['bomen'] },
    birds,
    unrecognizedBirdRemarks: '',
    location: {
      postalCode: `${pc4} ZZ`,
      municipalitycode: area.code.slice(2),
      street: 'Synthetische Teltuin',
      geo: '',
      municipality: area.name,
      streetNumber: String(1 + Math.floor(random() * 200)),
      city: area.name,
      province: province.name,
    },
    privateLocation: false,
    homeAddress: true,
    countedon: countedOn({ date, hour: 8 + Math.floor(random() * 8), minute: 0 }),
    birdsCountedTotal: 0,
    hasSuspiciousValues: false,
    participants: 1 + Math.floor(random() * 3),
    remarks: SYNTHETIC_MARK,
    userPhoto: { photoId: '', photoOriginal: '', photoSmall: '' },
    userData: {
      emailAddress: 'synthetisch@demo.invalid',
      isOrganisation: false,
      firstName: 'Synthetische',
      lastName: 'Teller',
      newsLetter: false,
      externalCampaign: [...DEFAULT_EXTERNAL_CAMPAIGN],
    },
  };
}

import { amsterdamDate } from './amsterdam-time.ts';
import type { Campaign } from './campaign.ts';

/** The visitor segments a banner is written for: the public, young counters, schools. */
export const BANNER_SEGMENTS = ['default', 'jg', 'bs'] as const;
export type BannerSegment = (typeof BANNER_SEGMENTS)[number];

/** The campaign's external links, each optional (an unset link hides its block). */
export const CAMPAIGN_LINK_KEYS = [
  'signUp',
  'socialWall',
  'results',
  'course',
  'donation',
] as const;
export type CampaignLinkKey = (typeof CAMPAIGN_LINK_KEYS)[number];
export type CampaignLinkSet = Record<CampaignLinkKey, string | null>;

/** A segment's banner: the line under the headline and the image; null keeps the default. */
export interface SegmentBanner {
  text: string | null;
  /** A media id (UUID) of an image uploaded through the office. */
  imageId: string | null;
}
export type CampaignBanners = Record<BannerSegment, SegmentBanner>;

/** A campaign as the office edits it. */
export interface CampaignSettings extends Campaign {
  links: CampaignLinkSet;
  banners: CampaignBanners;
}

export const EMPTY_LINKS: CampaignLinkSet = {
  signUp: null,
  socialWall: null,
  results: null,
  course: null,
  donation: null,
};
export const EMPTY_BANNERS: CampaignBanners = {
  default: { text: null, imageId: null },
  jg: { text: null, imageId: null },
  bs: { text: null, imageId: null },
};

export const CAMPAIGN_YEAR_MIN = 2000;
export const CAMPAIGN_YEAR_MAX = 2100;
export const CAMPAIGN_NAME_MAX = 200;
export const CAMPAIGN_URL_MAX = 500;
export const BANNER_TEXT_MAX = 160;
/** A count weekend of more than two weeks is a typing error, not a campaign. */
export const COUNTING_PERIOD_MAX_DAYS = 14;
/** Phase 1 (the run-up) lasts at most a year. */
export const RUN_UP_MAX_DAYS = 366;

const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** One refused field with its Dutch message. */
export interface SettingsIssue {
  field: string;
  message: string;
}

/** Dutch label of a link, for messages and forms. */
export const CAMPAIGN_LINK_LABELS: Record<CampaignLinkKey, string> = {
  signUp: 'Aanmelden',
  socialWall: 'Social wall',
  results: 'Resultaten',
  course: 'Cursus',
  donation: 'Doneren',
};

/** An external link must be a plain https address without a user name or password. */
export function linkProblem(value: string): string | undefined {
  if (value.length > CAMPAIGN_URL_MAX) return `Een link is hoogstens ${CAMPAIGN_URL_MAX} tekens.`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Vul een volledig webadres in, dat begint met https://.';
  }
  if (url.protocol !== 'https:') return 'Een link moet met https:// beginnen.';
  if (url.username !== '' || url.password !== '') {
    return 'Een link mag geen gebruikersnaam of wachtwoord bevatten.';
  }
  if (/\s/.test(value)) return 'Een link mag geen spaties bevatten.';
  return undefined;
}

/** The year rule (spec 1): a campaign is labelled with the year its count happens in. */
export function yearProblem(year: number, phase2Start: Date): string | undefined {
  if (!Number.isInteger(year) || year < CAMPAIGN_YEAR_MIN || year > CAMPAIGN_YEAR_MAX) {
    return `Het jaar ligt tussen ${CAMPAIGN_YEAR_MIN} en ${CAMPAIGN_YEAR_MAX}.`;
  }
  const countYear = Number(amsterdamDate(phase2Start).slice(0, 4));
  if (countYear !== year) {
    return `Het jaar moet het jaar van de telling zijn: de start van fase 2 valt in ${countYear}.`;
  }
  return undefined;
}

/** The order of the three phase starts and the lengths between them. */
export function phaseOrderProblems(
  c: Pick<Campaign, 'phase1Start' | 'phase2Start' | 'phase3Start'>,
) {
  const issues: SettingsIssue[] = [];
  const [p1, p2, p3] = [c.phase1Start, c.phase2Start, c.phase3Start].map((d) => d.getTime());
  if (!(p1! < p2!)) {
    issues.push({ field: 'phase2Start', message: 'Fase 2 begint na de start van fase 1.' });
  } else if (p2! - p1! > RUN_UP_MAX_DAYS * DAY_MS) {
    issues.push({ field: 'phase1Start', message: 'Fase 1 duurt hoogstens een jaar.' });
  }
  if (!(p2! < p3!)) {
    issues.push({ field: 'phase3Start', message: 'Fase 3 begint na de start van fase 2.' });
  } else if (p3! - p2! > COUNTING_PERIOD_MAX_DAYS * DAY_MS) {
    issues.push({
      field: 'phase3Start',
      message: `De telling (fase 2) duurt hoogstens ${COUNTING_PERIOD_MAX_DAYS} dagen.`,
    });
  }
  return issues;
}

/**
 * Two campaigns may not overlap: the next one's run-up starts after the previous one's count has
 * ended, so exactly one campaign is current at any moment.
 */
export function overlapProblem(
  value: Campaign,
  others: readonly Campaign[],
): SettingsIssue | undefined {
  for (const other of others) {
    if (other.year === value.year) continue;
    const before = other.phase1Start.getTime() < value.phase1Start.getTime();
    if (before && other.phase3Start.getTime() > value.phase1Start.getTime()) {
      return {
        field: 'phase1Start',
        message: `Fase 1 begint pas na de telling van ${other.year} (start fase 3 van ${other.year}).`,
      };
    }
    if (!before && value.phase3Start.getTime() > other.phase1Start.getTime()) {
      return {
        field: 'phase3Start',
        message: `Fase 3 begint uiterlijk bij de start van fase 1 van ${other.year}.`,
      };
    }
  }
  return undefined;
}

function textProblem(text: string, max: number, what: string): string | undefined {
  if (text.length > max) return `${what} is hoogstens ${max} tekens.`;
  if ([...text].some((ch) => ch.charCodeAt(0) < 32 || ch === '<' || ch === '>')) {
    return `${what} mag geen besturingstekens of < > bevatten.`;
  }
  return undefined;
}

/** Every problem of a campaign as the office would store it, in form order; empty when fine. */
export function campaignSettingsProblems(
  value: CampaignSettings,
  others: readonly Campaign[] = [],
): SettingsIssue[] {
  const issues: SettingsIssue[] = [];
  const name = value.name.trim();
  const nameProblem =
    name === ''
      ? 'Vul de naam van de campagne in.'
      : textProblem(name, CAMPAIGN_NAME_MAX, 'De naam');
  const year = yearProblem(value.year, value.phase2Start);
  if (year) issues.push({ field: 'year', message: year });
  if (nameProblem) issues.push({ field: 'name', message: nameProblem });
  const order = phaseOrderProblems(value);
  issues.push(...order);
  if (order.length === 0) {
    const overlap = overlapProblem(value, others);
    if (overlap) issues.push(overlap);
  }
  for (const key of CAMPAIGN_LINK_KEYS) {
    const link = value.links[key];
    const problem = link === null ? undefined : linkProblem(link);
    if (problem) issues.push({ field: `links.${key}`, message: problem });
  }
  for (const segment of BANNER_SEGMENTS) {
    const banner = value.banners[segment];
    const text =
      banner.text === null
        ? undefined
        : textProblem(banner.text, BANNER_TEXT_MAX, 'De bannertekst');
    if (text) issues.push({ field: `banners.${segment}.text`, message: text });
    if (banner.imageId !== null && !UUID.test(banner.imageId)) {
      issues.push({
        field: `banners.${segment}.imageId`,
        message: 'Kies een geüploade afbeelding.',
      });
    }
  }
  return issues;
}

/** Trims texts and turns empty ones into null (an empty field means "not set"). */
export function normaliseCampaignSettings(value: CampaignSettings): CampaignSettings {
  const blankToNull = (s: string | null) => (s === null || s.trim() === '' ? null : s.trim());
  const links = { ...EMPTY_LINKS };
  for (const key of CAMPAIGN_LINK_KEYS) links[key] = blankToNull(value.links[key]);
  const banners = { ...EMPTY_BANNERS };
  for (const segment of BANNER_SEGMENTS) {
    const banner = value.banners[segment];
    banners[segment] = { text: blankToNull(banner.text), imageId: blankToNull(banner.imageId) };
  }
  return { ...value, name: value.name.trim(), links, banners };
}

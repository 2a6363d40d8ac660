import {
  BANNER_SEGMENTS,
  type BannerSegment,
  CAMPAIGN_LINK_KEYS,
  type CampaignLinkKey,
  countingDays,
  fromAmsterdamLocalInput,
  likelyCampaignDates,
  nextCampaignYear,
  toAmsterdamLocalInput,
} from '@tvt/domain';
import type { OfficeCampaign, OfficeCampaignInput } from '@tvt/contract/office';

export interface BannerState {
  text: string;
  imageId: string | null;
  imageUrl: string | null;
}

/** What the form holds: text as typed; phase starts as `datetime-local` values in Amsterdam. */
export interface CampaignFormState {
  year: string;
  name: string;
  phase1Start: string;
  phase2Start: string;
  phase3Start: string;
  links: Record<CampaignLinkKey, string>;
  banners: Record<BannerSegment, BannerState>;
}

export function formOf(campaign: OfficeCampaign, shiftMs = 0): CampaignFormState {
  const local = (iso: string) => toAmsterdamLocalInput(new Date(Date.parse(iso) + shiftMs));
  const links = {} as CampaignFormState['links'];
  for (const key of CAMPAIGN_LINK_KEYS) links[key] = campaign.links[key] ?? '';
  const banners = {} as CampaignFormState['banners'];
  for (const segment of BANNER_SEGMENTS) {
    const banner = campaign.banners[segment];
    banners[segment] = {
      text: banner.text ?? '',
      imageId: banner.imageId,
      imageUrl: banner.imageUrl,
    };
  }
  return {
    year: String(campaign.year),
    name: campaign.name,
    phase1Start: local(campaign.phase1Start),
    phase2Start: local(campaign.phase2Start),
    phase3Start: local(campaign.phase3Start),
    links,
    banners,
  };
}

/**
 * A next campaign prepared from the latest one: the first year whose count is still to come, on
 * its likely weekend (the last full weekend of January), with the latest one's links and banners.
 */
export function nextYearForm(latest: OfficeCampaign, now = new Date()): CampaignFormState {
  const year = nextCampaignYear(latest.year, now);
  const dates = likelyCampaignDates(year);
  return {
    ...formOf(latest),
    year: String(year),
    name: latest.name.replace(String(latest.year), String(year)),
    phase1Start: toAmsterdamLocalInput(dates.phase1Start),
    phase2Start: toAmsterdamLocalInput(dates.phase2Start),
    phase3Start: toAmsterdamLocalInput(dates.phase3Start),
  };
}

/** The request body; a date that does not parse is sent empty, for the server's Dutch refusal. */
export function inputOf(form: CampaignFormState): OfficeCampaignInput {
  const instant = (value: string) => fromAmsterdamLocalInput(value)?.toISOString() ?? '';
  const links = {} as OfficeCampaignInput['links'];
  for (const key of CAMPAIGN_LINK_KEYS) links[key] = form.links[key].trim() || null;
  const banners = {} as OfficeCampaignInput['banners'];
  for (const segment of BANNER_SEGMENTS) {
    const banner = form.banners[segment];
    banners[segment] = { text: banner.text.trim() || null, imageId: banner.imageId };
  }
  return {
    year: Number(form.year),
    name: form.name,
    phase1Start: instant(form.phase1Start),
    phase2Start: instant(form.phase2Start),
    phase3Start: instant(form.phase3Start),
    links,
    banners,
  };
}

/** The counting days the dates give (derived, shown live); empty while the dates do not fit. */
export function derivedCountingDays(form: CampaignFormState): string[] {
  const phase2Start = fromAmsterdamLocalInput(form.phase2Start);
  const phase3Start = fromAmsterdamLocalInput(form.phase3Start);
  if (!phase2Start || !phase3Start || phase3Start <= phase2Start) return [];
  const days = countingDays({
    year: 0,
    name: '',
    tag: '',
    phase1Start: phase2Start,
    phase2Start,
    phase3Start,
  });
  return days.length > 31 ? [] : days;
}

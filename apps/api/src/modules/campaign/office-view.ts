import { BANNER_SEGMENTS, countingDays } from '@tvt/domain';
import type { OfficeCampaign } from '@tvt/contract/office';
import type { StoredCampaign } from './repository.ts';

/** A stored campaign as the office shows it: ISO instants, derived counting days, image URLs. */
export function officeView(
  imageUrl: (id: string) => string,
  campaign: StoredCampaign,
  currentYear: number,
): OfficeCampaign {
  const banners = {} as OfficeCampaign['banners'];
  for (const segment of BANNER_SEGMENTS) {
    const { text, imageId } = campaign.banners[segment];
    banners[segment] = {
      text,
      imageId,
      imageUrl: imageId === null ? null : imageUrl(imageId),
    };
  }
  return {
    year: campaign.year,
    name: campaign.name,
    tag: campaign.tag,
    phase1Start: campaign.phase1Start.toISOString(),
    phase2Start: campaign.phase2Start.toISOString(),
    phase3Start: campaign.phase3Start.toISOString(),
    countingDays: countingDays(campaign),
    links: campaign.links,
    banners,
    active: campaign.active,
    current: campaign.year === currentYear,
  };
}

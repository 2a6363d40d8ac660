import {
  type Campaign,
  DEFAULT_CAMPAIGN,
  campaignYear,
  countingDays,
  daysUntilPhase2,
  lastCountingDayLabel,
  phaseAt,
} from '@tvt/domain';
import type { CampaignRepository } from './repository.ts';

/** Every phone asks for the phase at start; a short memory keeps that off the database. */
const CACHE_MS = 15_000;
/** `daysUntilPhase2` turns at Amsterdam midnight: the view is rebuilt at least this often. */
const VIEW_MS = 60_000;

export interface PhaseView {
  id: 1 | 2 | 3;
  year: number;
  countingDays: string[];
  lastCountingDay: string;
  daysUntilPhase2: number;
  campaign: {
    year: number;
    name: string;
    tag: string;
    phase1Start: string;
    phase2Start: string;
    phase3Start: string;
  };
}

export function createCampaignService(repository: CampaignRepository, now: () => Date) {
  let cached: { campaign: Campaign; until: number } | undefined;

  async function current(): Promise<Campaign> {
    const t = Date.now();
    if (cached && cached.until > t) return cached.campaign;
    // No active campaign stored (an operator switched them all off): the spec's dates still apply.
    const campaign = (await repository.findActive()) ?? DEFAULT_CAMPAIGN;
    cached = { campaign, until: t + CACHE_MS };
    return campaign;
  }

  /**
   * The view depends on the campaign and on which side of its phase starts `now` is, and
   * `daysUntilPhase2` on the day: it is built once and kept until the next phase start (or a
   * minute, whichever comes first), not formatted per request.
   */
  let view: { campaign: Campaign; from: number; until: number; value: PhaseView } | undefined;

  function buildView(campaign: Campaign, at: Date): PhaseView {
    return {
      id: phaseAt(at, campaign),
      year: campaignYear(at, campaign),
      countingDays: countingDays(campaign),
      lastCountingDay: lastCountingDayLabel(campaign),
      daysUntilPhase2: daysUntilPhase2(at, campaign),
      campaign: {
        year: campaign.year,
        name: campaign.name,
        tag: campaign.tag,
        phase1Start: campaign.phase1Start.toISOString(),
        phase2Start: campaign.phase2Start.toISOString(),
        phase3Start: campaign.phase3Start.toISOString(),
      },
    };
  }

  return {
    current,
    async phase(): Promise<PhaseView> {
      const campaign = await current();
      const at = now();
      const t = at.getTime();
      // A clock set back (tests) or another campaign makes the kept view unusable.
      if (view?.campaign === campaign && t >= view.from && t < view.until) return view.value;
      const nextStart = [campaign.phase1Start, campaign.phase2Start, campaign.phase3Start]
        .map((d) => d.getTime())
        .filter((start) => start > t);
      view = {
        campaign,
        from: t,
        until: Math.min(t + VIEW_MS, ...nextStart),
        value: buildView(campaign, at),
      };
      return view.value;
    },
  };
}

export type CampaignService = ReturnType<typeof createCampaignService>;

import {
  type BannerSegment,
  type Campaign,
  type CampaignLinkSet,
  type CampaignSettings,
  DEFAULT_CAMPAIGN,
  EMPTY_BANNERS,
  EMPTY_LINKS,
  currentCampaign,
  nextTakeOver,
  campaignYear,
  countingDays,
  daysUntilPhase2,
  lastCountingDayLabel,
  phaseAt,
} from '@tvt/domain';
import type { CampaignRepository } from './repository.ts';

/**
 * Every phone asks for the phase at start; a short memory keeps that off the database. An office
 * edit drops it at once on every instance (`forget`, called on a content-version change).
 */
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
    /** The office's banner per segment; null fields keep the app's own. */
    banners: Record<BannerSegment, { text: string | null; imageUrl: string | null }>;
  };
}

export interface CampaignServiceOptions {
  repository: CampaignRepository;
  now: () => Date;
  /** The operator's `CAMPAIGN_*` campaign: when set, it wins over every stored one. */
  override?: Campaign | undefined;
  /** The public URL of an uploaded banner image (default: the path under /media/). */
  imageUrl?: (imageId: string) => string;
}

export function createCampaignService(options: CampaignServiceOptions) {
  const { repository, now, override } = options;
  const imageUrl = options.imageUrl ?? ((id: string) => `/media/${id}.jpg`);
  let cached: { campaigns: CampaignSettings[]; until: number } | undefined;

  async function schedule(): Promise<CampaignSettings[]> {
    const t = Date.now();
    if (cached && cached.until > t) return cached.campaigns;
    const campaigns = await repository.listActive();
    cached = { campaigns, until: t + CACHE_MS };
    return campaigns;
  }

  function resolve(campaigns: CampaignSettings[], at: Date): CampaignSettings {
    if (override) {
      const same = campaigns.find((c) => c.year === override.year);
      return { links: EMPTY_LINKS, banners: EMPTY_BANNERS, ...same, ...override };
    }
    return (
      currentCampaign(at, campaigns) ?? {
        ...DEFAULT_CAMPAIGN,
        links: EMPTY_LINKS,
        banners: EMPTY_BANNERS,
      }
    );
  }

  /** The resolved campaign, kept (same object) until the schedule or the next take-over. */
  let resolved:
    | { campaigns: CampaignSettings[]; from: number; until: number; value: CampaignSettings }
    | undefined;

  /**
   * The campaign the app follows now, with its office settings. The operator's override wins;
   * else the stored campaign whose phase 1 started last; with none stored (an operator switched
   * them all off) the spec's dates still apply.
   */
  async function settings(): Promise<CampaignSettings> {
    const campaigns = await schedule();
    const at = now();
    const t = at.getTime();
    if (resolved?.campaigns === campaigns && t >= resolved.from && t < resolved.until) {
      return resolved.value;
    }
    const value = resolve(campaigns, at);
    const until = nextTakeOver(at, campaigns)?.getTime() ?? Number.POSITIVE_INFINITY;
    resolved = { campaigns, from: t, until, value };
    return value;
  }

  async function current(): Promise<Campaign> {
    const { year, name, tag, phase1Start, phase2Start, phase3Start } = await settings();
    return { year, name, tag, phase1Start, phase2Start, phase3Start };
  }

  /**
   * The view depends on the campaign and on which side of its phase starts `now` is, and
   * `daysUntilPhase2` on the day: it is built once and kept until the next phase start (or a
   * minute, whichever comes first), not formatted per request.
   */
  let view:
    { campaign: CampaignSettings; from: number; until: number; value: PhaseView } | undefined;

  function bannersOf(campaign: CampaignSettings): PhaseView['campaign']['banners'] {
    const entry = (segment: BannerSegment) => {
      const { text, imageId } = campaign.banners[segment];
      return { text, imageUrl: imageId === null ? null : imageUrl(imageId) };
    };
    return { default: entry('default'), jg: entry('jg'), bs: entry('bs') };
  }

  function buildView(campaign: CampaignSettings, at: Date): PhaseView {
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
        banners: bannersOf(campaign),
      },
    };
  }

  return {
    current,
    settings,
    /** The current campaign's links as the office set them (the operator's env wins elsewhere). */
    async links(): Promise<CampaignLinkSet> {
      return (await settings()).links;
    },
    /** Drops what this instance remembers: the next read goes to the database. */
    forget(): void {
      cached = undefined;
      resolved = undefined;
      view = undefined;
    },
    async phase(): Promise<PhaseView> {
      const campaign = await settings();
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

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
  type Season,
  campaignSeason,
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

/** A campaign as the season names it: 'last year's' or the next one. */
export interface SeasonCampaign {
  year: number;
  phase2Start: string;
  phase3Start: string;
  /** Its results are the fresh install's made-up ones (decision 088). */
  demoResults: boolean;
}

export interface PhaseView {
  id: 1 | 2 | 3;
  /** Where the campaign year stands (decision 087). */
  season: Season;
  lastCampaign: SeasonCampaign | null;
  nextCampaign: SeasonCampaign | null;
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
  /** The campaign years whose results are demo figures. */
  demoYears?: () => Promise<ReadonlySet<number>>;
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

  /** Every scheduled campaign the season looks at; the operator's override stands alone. */
  async function scheduled(): Promise<Campaign[]> {
    return override ? [await current()] : schedule();
  }

  function seasonCampaign(c: Campaign | undefined, demo: ReadonlySet<number>) {
    if (!c) return null;
    return {
      year: c.year,
      phase2Start: c.phase2Start.toISOString(),
      phase3Start: c.phase3Start.toISOString(),
      demoResults: demo.has(c.year),
    };
  }

  function buildView(
    campaign: CampaignSettings,
    at: Date,
    all: readonly Campaign[],
    demo: ReadonlySet<number>,
  ): PhaseView {
    const { season, last, next } = campaignSeason(at, all);
    return {
      id: phaseAt(at, campaign),
      season,
      lastCampaign: seasonCampaign(last, demo),
      nextCampaign: seasonCampaign(next, demo),
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
    /** The campaigns the season looks at: every scheduled one, or the operator's override alone. */
    scheduled,
    /** The current campaign's links as the office set them (the operator's env wins elsewhere). */
    /**
     * The campaign whose figures home shows: the running one during its count, else the last
     * one whose count ended (decision 087); the current one when none has ended yet.
     */
    async figuresCampaign(): Promise<Campaign> {
      const { season, last, next } = campaignSeason(now(), await scheduled());
      return (season === 'running' ? next : last) ?? (await current());
    },
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
      const all = await scheduled();
      const demo = (await options.demoYears?.()) ?? new Set<number>();
      // The season turns at any campaign's phase 2 or 3 start, and 'after' ends on its own day.
      const nextStart = all
        .flatMap((c) => [c.phase1Start, c.phase2Start, c.phase3Start])
        .map((d) => d.getTime())
        .filter((start) => start > t);
      view = {
        campaign,
        from: t,
        until: Math.min(t + VIEW_MS, ...nextStart),
        value: buildView(campaign, at, all, demo),
      };
      return view.value;
    },
  };
}

export type CampaignService = ReturnType<typeof createCampaignService>;

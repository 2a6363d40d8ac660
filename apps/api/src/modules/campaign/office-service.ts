import {
  type Campaign,
  type CampaignLinkKey,
  type CampaignSettings,
  BANNER_SEGMENTS,
  campaignSettingsProblems,
  nextTakeOver,
  normaliseCampaignSettings,
  phaseAt,
} from '@tvt/domain';
import type { OfficeCampaign, OfficeCampaignInput, OfficeCampaignList } from '@tvt/contract/office';
import { HttpError } from '../../http-error.ts';
import { officeView } from './office-view.ts';
import type { CampaignRepository } from './repository.ts';
import type { CampaignService } from './service.ts';

/** Who acts: an office account id (never a name or an e-mail address). */
export interface CampaignActor {
  accountId: string;
}

/** The audit log as this service needs it (`services.audit`). */
export interface CampaignAudit {
  record(entry: {
    actor: CampaignActor | null;
    action: string;
    entity: string;
    entityId?: string;
    before?: unknown;
    after?: unknown;
  }): Promise<unknown>;
}

export interface CampaignOfficeOptions {
  repository: CampaignRepository;
  campaigns: CampaignService;
  audit: CampaignAudit;
  /** Bumps the content version: every instance drops its campaign and phase copies. */
  contentChanged: () => Promise<unknown>;
  images: {
    exists(id: string): Promise<boolean>;
    imageUrl(id: string): string;
    /** Stores an uploaded image re-encoded, without metadata, in the shared media store. */
    upload(bytes: Buffer): Promise<{ id: string; url: string; width: number; height: number }>;
  };
  now: () => Date;
  /** What the operator fixed in the environment (it wins over the office). */
  overrides: { campaign: Campaign | undefined; links: CampaignLinkKey[] };
}

export const CAMPAIGN_MESSAGES = {
  exists: (year: number) => `Er is al een campagne voor ${year}. Pas die aan.`,
  notFound: (year: number) => `Er is geen campagne voor ${year}.`,
  yearChanged: 'Het jaar van een bestaande campagne verandert niet; maak een nieuwe campagne aan.',
  noImage: 'Deze afbeelding is niet gevonden. Upload de afbeelding opnieuw.',
} as const;

/** The office's campaign area (issue 12, decision 065): list, create and edit campaigns. */
export function createCampaignOfficeService(options: CampaignOfficeOptions) {
  const { repository, audit, images, now } = options;
  const imageUrl = (id: string) => images.imageUrl(id);

  function settingsOf(input: OfficeCampaignInput, tag: string): CampaignSettings {
    return normaliseCampaignSettings({
      year: input.year,
      name: input.name,
      tag,
      phase1Start: new Date(input.phase1Start),
      phase2Start: new Date(input.phase2Start),
      phase3Start: new Date(input.phase3Start),
      links: input.links,
      banners: input.banners,
    });
  }

  /** The domain's rules, then every banner image must exist: else a 400 and nothing stored. */
  async function check(value: CampaignSettings): Promise<void> {
    const others = (await repository.listAll()).filter((c) => c.active);
    const [problem] = campaignSettingsProblems(value, others);
    if (problem) throw new HttpError(400, problem.message, problem.field);
    for (const segment of BANNER_SEGMENTS) {
      const { imageId } = value.banners[segment];
      if (imageId !== null && !(await images.exists(imageId))) {
        throw new HttpError(400, CAMPAIGN_MESSAGES.noImage, `banners.${segment}.imageId`);
      }
    }
  }

  async function store(
    actor: CampaignActor,
    value: CampaignSettings,
    action: 'create' | 'update',
  ): Promise<OfficeCampaign> {
    const before = await repository.save(value);
    const after = await repository.findByYear(value.year);
    await audit.record({
      actor,
      action: `campaign.${action}`,
      entity: 'campaign',
      entityId: String(value.year),
      before,
      after,
    });
    // Every instance re-reads the campaign within seconds (Redis notice, else the next poll).
    await options.contentChanged();
    return officeView(imageUrl, after!, (await options.campaigns.current()).year);
  }

  return {
    async list(): Promise<OfficeCampaignList['data']> {
      const all = await repository.listAll();
      const at = now();
      const current = await options.campaigns.current();
      const active = all.filter((c) => c.active);
      const next = options.overrides.campaign ? undefined : nextTakeOver(at, active);
      return {
        campaigns: all.map((c) => officeView(imageUrl, c, current.year)),
        currentYear: current.year,
        phase: phaseAt(at, current),
        nextTakeOver: next?.toISOString() ?? null,
        overrides: {
          campaign: options.overrides.campaign !== undefined,
          links: options.overrides.links,
        },
      };
    },

    /** A banner image: stored like a photo, so every instance serves it; audited. */
    async uploadBannerImage(actor: CampaignActor, bytes: Buffer) {
      const image = await images.upload(bytes);
      await audit.record({
        actor,
        action: 'campaign.banner-image.upload',
        entity: 'media',
        entityId: image.id,
        after: image,
      });
      return image;
    },

    async get(year: number): Promise<OfficeCampaign> {
      const campaign = await repository.findByYear(year);
      if (!campaign) throw new HttpError(404, CAMPAIGN_MESSAGES.notFound(year));
      return officeView(imageUrl, campaign, (await options.campaigns.current()).year);
    },

    async create(actor: CampaignActor, input: OfficeCampaignInput): Promise<OfficeCampaign> {
      if (await repository.findByYear(input.year)) {
        throw new HttpError(400, CAMPAIGN_MESSAGES.exists(input.year), 'year');
      }
      const value = settingsOf(input, `tvt${input.year}`);
      await check(value);
      return store(actor, value, 'create');
    },

    async update(
      actor: CampaignActor,
      year: number,
      input: OfficeCampaignInput,
    ): Promise<OfficeCampaign> {
      const existing = await repository.findByYear(year);
      if (!existing) throw new HttpError(404, CAMPAIGN_MESSAGES.notFound(year));
      if (input.year !== year) throw new HttpError(400, CAMPAIGN_MESSAGES.yearChanged, 'year');
      const value = settingsOf(input, existing.tag);
      await check(value);
      return store(actor, value, 'update');
    },
  };
}

export type CampaignOfficeService = ReturnType<typeof createCampaignOfficeService>;

import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { CAMPAIGN_LINK_KEYS, countingDays, uniquePhotoFileName } from '@tvt/domain';
import type { Config } from './env.ts';
import type { AuditService } from './modules/audit/service.ts';
import { createCampaignOfficeService } from './modules/campaign/office-service.ts';
import type { CampaignRepository } from './modules/campaign/repository.ts';
import type { CampaignService } from './modules/campaign/service.ts';
import type { MediaBackend } from './modules/media/media-store.ts';
import type { MediaService } from './modules/media/service.ts';
import type { ModerationQueueRepository } from './modules/moderation/queue-repository.ts';
import type { ModerationScanRepository } from './modules/moderation/scan-repository.ts';
import { createModerationService } from './modules/moderation/service.ts';
import type { OfficeAccessRepository } from './modules/office-access/repository.ts';
import { createOfficeAccessService } from './modules/office-access/service.ts';
import type { OfficeBirdRepository } from './modules/birds/office-repository.ts';
import { createOfficeBirdService } from './modules/office-birds/service.ts';
import { createOfficeMedia } from './modules/office-content/office-media.ts';
import type { OfficeContentRepository } from './modules/office-content/repository.ts';
import { createOfficeContentService } from './modules/office-content/service.ts';
import type { DashboardRepository } from './modules/count/dashboard-repository.ts';
import type { CountErrorRepository } from './modules/count-errors/repository.ts';
import type { RefusalRepository } from './modules/count-errors/refusal-repository.ts';
import type { RefusalTally } from './modules/count-errors/refusal-tally.ts';
import { createDashboardService } from './modules/office-dashboard/service.ts';
import type { ContentVersion } from './modules/read-cache/content-version.ts';
import type { ResearchExportRepositories } from './modules/research-export/repository.ts';
import { createResearchExportService } from './modules/research-export/service.ts';
import type { ResultsService } from './modules/results/service.ts';

/** How often each instance scans new counts for the moderation queue (decision 075). */
const MODERATION_SCAN_MS = 15_000;
const SPECIES_FREEZE_MS = 10 * 60_000;

export interface OfficeWiring {
  repositories: {
    campaign: CampaignRepository;
    officeAccess: OfficeAccessRepository;
    officeContent: OfficeContentRepository;
    officeBirds: OfficeBirdRepository;
    dashboard: DashboardRepository;
    countErrors: CountErrorRepository;
    refusals: RefusalRepository;
    moderationScan: ModerationScanRepository;
    moderationQueue: ModerationQueueRepository;
    researchExport: ResearchExportRepositories;
  };
  config: Config;
  log: FastifyBaseLogger;
  now: () => Date;
  campaigns: CampaignService;
  media: MediaService;
  mediaBackend: MediaBackend;
  contentVersion: ContentVersion;
  audit: AuditService;
  results: ResultsService;
  /** This instance's tally of refused count submissions (decision 131). */
  refusalTally: RefusalTally;
}

/**
 * Part of the composition root (issue 12, decisions 060–076): the campaign office's services,
 * given their repositories. Starts the moderation scan; `stop()` ends it.
 */
export function createOfficeServices(wiring: OfficeWiring) {
  const { repositories, config, log, now, campaigns, media, contentVersion, audit } = wiring;
  const contentChanged = () => contentVersion.changed();
  const campaignOffice = createCampaignOfficeService({
    repository: repositories.campaign,
    campaigns,
    audit,
    contentChanged,
    images: {
      exists: media.exists,
      imageUrl: media.imageUrl,
      upload: (bytes) => media.upload(uniquePhotoFileName(randomUUID()), bytes),
    },
    now,
    overrides: {
      campaign: config.campaignOverride,
      links: [
        ...CAMPAIGN_LINK_KEYS.filter((key) => key !== 'donation' && config.links[key] !== null),
        ...(config.count.segmentDonationUrl === null ? [] : (['donation'] as const)),
      ],
    },
  });
  // Office content writes: audited, then the content version bump (read-cache README).
  const officeEffects = { audit, contentChanged };
  const officeMedia = createOfficeMedia(wiring.mediaBackend);

  const moderation = createModerationService({
    scan: repositories.moderationScan,
    queue: repositories.moderationQueue,
    async countingDaysOf(year) {
      const found = await repositories.campaign.findByYear(year);
      return found ? countingDays(found) : null;
    },
    setExcluded: (id, excluded, event) => wiring.results.setExcluded(id, excluded, event),
    audit: async (entry) => {
      await audit.record(entry);
    },
    now,
  });
  moderation.start(MODERATION_SCAN_MS, (error) =>
    log.warn({ err: error }, 'moderation: scan failed'),
  );
  const researchExport = createResearchExportService({
    ...repositories.researchExport,
    audit: (entry) => audit.record(entry),
    now,
  });
  // A campaign's species list is frozen once its first counts are in (decision 099).
  const freezer = setInterval(() => {
    researchExport
      .freezeSpeciesLists()
      .catch((error: unknown) => log.warn({ err: error }, 'research: species list not frozen'));
  }, SPECIES_FREEZE_MS).unref();

  return {
    campaignOffice,
    moderation,
    officeMedia,
    officeAccess: createOfficeAccessService(repositories.officeAccess, audit),
    dashboard: createDashboardService({
      repository: repositories.dashboard,
      errors: repositories.countErrors,
      refusals: repositories.refusals,
      flushRefusals: wiring.refusalTally.flush,
      campaign: campaigns.current,
      scheduled: () => campaigns.scheduled(),
      years: async () => (await repositories.campaign.listAll()).map((c) => c.year),
      campaignOf: (year) => repositories.campaign.findByYear(year),
      now,
      // Counts waiting in moderation (decision 075).
      moderationWaiting: () => moderation.waitingCount(),
    }),
    researchExport,
    officeContent: createOfficeContentService({
      ...officeEffects,
      repository: repositories.officeContent,
      media: officeMedia,
      birdIds: () => repositories.officeBirds.ids(),
    }),
    officeBirds: createOfficeBirdService({
      ...officeEffects,
      repository: repositories.officeBirds,
      media: officeMedia,
    }),
    stop: () => {
      clearInterval(freezer);
      return moderation.stop();
    },
  };
}

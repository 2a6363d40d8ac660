import type { FastifyBaseLogger } from 'fastify';
import { redisNames } from './redis/redis-names.ts';
import type { Database } from './db/database.ts';
import { databaseReady } from './db/readiness.ts';
import type { Config } from './env.ts';
import { createAccountRepository } from './modules/account/repository.ts';
import { createDatabaseLookup } from './modules/address/database-lookup.ts';
import { createPdokLookup } from './modules/address/pdok-lookup.ts';
import { createAddressRepository } from './modules/address/repository.ts';
import { createAddressService } from './modules/address/service.ts';
import { createDrawingOverrides } from './modules/birds/drawing-overrides.ts';
import { createBirdListRepository } from './modules/birds/list-repository.ts';
import { createBirdRepository } from './modules/birds/repository.ts';
import { createBirdTraitsRepository } from './modules/birds/traits-repository.ts';
import { createBirdService } from './modules/birds/service.ts';
import { createCampaignRepository } from './modules/campaign/repository.ts';
import { createCampaignService } from './modules/campaign/service.ts';
import { createContentRepository } from './modules/content/repository.ts';
import { createOfficeBirdRepository } from './modules/birds/office-repository.ts';
import { createOfficeContentRepository } from './modules/office-content/repository.ts';
import { createContentService } from './modules/content/service.ts';
import { createBootData } from './modules/config/boot-data.ts';
import { webConfig } from './modules/config/routes.ts';
import { createCountErrorRepository } from './modules/count-errors/repository.ts';
import { createRefusalRepository } from './modules/count-errors/refusal-repository.ts';
import { createRefusalTally } from './modules/count-errors/refusal-tally.ts';
import { createCountErrorService } from './modules/count-errors/service.ts';
import { createCountPersonalRepository } from './modules/count/personal-repository.ts';
import { createCountRepository } from './modules/count/repository.ts';
import type { Services } from './composition-services.ts';

export type { Services } from './composition-services.ts';
import { createIdentityServices } from './composition-identity.ts';
import { createRedisLinks } from './composition-redis.ts';
import { createCountingServices } from './composition-counting.ts';
import { createPlatformServices } from './composition-platform.ts';
import type { RequestTotals } from './modules/platform-health/request-window.ts';
import { createKeyRepository } from './modules/identity/key-repository.ts';
import { createRevokedTokenRepository } from './modules/identity/revoked-token-repository.ts';
import { createPayloadRepository } from './modules/identity/payload-repository.ts';
import { createThrottleRepository } from './modules/credentials/throttle-repository.ts';
import { createAuditRepository } from './modules/audit/repository.ts';
import { createAuditService } from './modules/audit/service.ts';
import { createDashboardRepository } from './modules/count/dashboard-repository.ts';
import { createOfficeAccessRepository } from './modules/office-access/repository.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { createReminderRepository } from './modules/reminder/repository.ts';
import { createOfficePersonalRepository } from './modules/count/office-personal-repository.ts';
import { createReminderServices } from './composition-reminders.ts';
import { createOfficeServices } from './composition-office.ts';
import { createMediaBackend } from './modules/media/backend.ts';
import { createModerationQueueRepository } from './modules/moderation/queue-repository.ts';
import { createModerationScanRepository } from './modules/moderation/scan-repository.ts';
import { createMediaBlobRepository } from './modules/media/blob-repository.ts';
import { createMediaStore } from './modules/media/media-store.ts';
import { createPhotoRepository } from './modules/media/repository.ts';
import { createMediaService } from './modules/media/service.ts';
import { createQuizService } from './modules/quiz/service.ts';
import { createContentVersion } from './modules/read-cache/content-version.ts';
import { createContentMemo } from './modules/read-cache/memo.ts';
import { createContentVersionRepository } from './modules/read-cache/repository.ts';
import { buildChain } from './modules/recognition/chain.ts';
import { createRecognitionService } from './modules/recognition/service.ts';
import { createResearchExportRepositories } from './modules/research-export/repository.ts';
import { PENDING_SUMS } from './modules/results/pending-repository.ts';
import { createResultsRepository } from './modules/results/repository.ts';
import { createSegmentRepository } from './modules/segment/repository.ts';
import { createSegmentService } from './modules/segment/service.ts';
import { createTotalsRepository } from './modules/results/totals-repository.ts';
import { createWizardService } from './modules/wizard/service.ts';
import { createOpsMetrics } from './plugins/ops-metrics.ts';

/** Each instance adds its tally of refused counts to the shared rows this often (decision 131). */
const REFUSAL_FLUSH_MS = 5_000;

export interface CompositionOptions {
  config: Config;
  database: Database;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Requests answered since start, all and 5xx (from /metrics), for the heartbeat. */
  requestTotals?: () => Promise<RequestTotals>;
}

/**
 * The composition root: the only place that turns the database handle into repositories and
 * wires repositories into services. Everything that holds a cache (campaign, catalog, totals)
 * exists once, so one app has one memory of it.
 */
export async function createServices(options: CompositionOptions): Promise<Services> {
  const { config, database, now, log } = options;
  const { db } = database;

  const mediaStore = createMediaStore(
    createMediaBackend(config.media, () => createMediaBlobRepository(db)),
  );
  const media = createMediaService({
    repository: createPhotoRepository(db),
    store: mediaStore,
    publicUrl: config.publicUrl,
  });
  const resultsRepository = createResultsRepository(db);
  const campaignRepository = createCampaignRepository(db);
  const campaigns = createCampaignService({
    repository: campaignRepository,
    now,
    override: config.campaignOverride,
    imageUrl: media.imageUrl,
    demoYears: () => resultsRepository.demoYears(),
  });
  const birdRepository = createBirdRepository(db);
  const birdTraits = createBirdTraitsRepository(db);
  const wizard = createWizardService(birdTraits);
  const { pdokUrl, pdokTimeoutMs } = config.address;
  const address = createAddressService(
    pdokUrl
      ? createPdokLookup({ baseUrl: pdokUrl, timeoutMs: pdokTimeoutMs })
      : createDatabaseLookup(createAddressRepository(db)),
  );

  const links = createRedisLinks(config, log);
  const redisLink = links.shared();
  const redis = redisLink?.client;
  const names = redisNames(config.redisPrefix);
  await redisLink?.whenReady();
  const ops = createOpsMetrics({
    poolStats: database.poolStats,
    redis: redisLink && (() => ({ ...redisLink.stats(), up: redisLink.available() })),
  });
  const moderationScan = createModerationScanRepository(db);
  const drawings = createDrawingOverrides(() => birdRepository.uploadedDrawings());
  await drawings.refresh();
  const { pendingFold, count, totals, results } = createCountingServices({
    repositories: {
      // The count statement also writes the results' pending sums (decision 120).
      count: createCountRepository(db, PENDING_SUMS),
      results: resultsRepository,
      totals: createTotalsRepository(db),
      birds: birdRepository,
      moderationScan,
    },
    driver: database.driver,
    config,
    log,
    now,
    campaigns,
    imageOf: drawings.imageOf,
    ops,
    redisLink,
    totalsKey: names.totals,
  });

  const warnVersion = (error: unknown) => log.warn({ err: error }, 'read cache: content version');
  const noticeLink = links.notices();
  const notices = noticeLink?.client;
  const contentVersion = createContentVersion({
    repository: createContentVersionRepository(db),
    pollMs: config.reads.pollSeconds * 1000,
    redis: redis && notices && { publisher: redis, subscriber: notices },
    channel: names.contentChannel,
    onError: warnVersion,
  });
  await contentVersion.start();

  // An office edit anywhere: this instance re-reads the campaign (phase, links, banners).
  contentVersion.onChange(() => campaigns.forget());
  contentVersion.onChange(() => {
    drawings.refresh().catch((error: unknown) => log.warn({ err: error }, 'drawings: reload'));
  });
  await mediaStore.ensure();

  // Accounts: the embedded provider's own, or an external issuer's subjects.
  const accounts = createAccountRepository(db);
  const officeAccess = createOfficeAccessRepository(db);
  const mailer = createMailer(config.mail, log);
  const { account, requireAccount, officeGuards, keyRing, provider } = await createIdentityServices(
    {
      repositories: {
        accounts,
        countPersonal: createCountPersonalRepository(db),
        keys: createKeyRepository(database),
        officeAccess,
        payloads: createPayloadRepository(db),
        revokedTokens: createRevokedTokenRepository(db),
        throttle: () => createThrottleRepository(db),
      },
      config,
      log,
      now,
      address,
      mailer,
      keyChannel: names.keyChannel,
    },
  );
  const audit = createAuditService(createAuditRepository(db), now);
  const countErrorRepository = createCountErrorRepository(db);
  const refusalRepository = createRefusalRepository(db);
  // The server's refusals of counts: tallied here, added to the shared rows (decision 131).
  const countRefusals = createRefusalTally({
    repository: refusalRepository,
    now,
    onError: (error) => log.warn({ err: error }, 'count refusals: tally not written, kept'),
  });
  countRefusals.start(REFUSAL_FLUSH_MS);
  const { stop: stopOffice, ...office } = createOfficeServices({
    repositories: {
      campaign: campaignRepository,
      officeAccess,
      officeContent: createOfficeContentRepository(db),
      officeBirds: createOfficeBirdRepository(db),
      dashboard: createDashboardRepository(db),
      countErrors: countErrorRepository,
      refusals: refusalRepository,
      moderationScan,
      moderationQueue: createModerationQueueRepository(db),
      researchExport: createResearchExportRepositories(db),
    },
    config,
    log,
    now,
    campaigns,
    media,
    mediaBackend: mediaStore.backend,
    contentVersion,
    audit,
    results,
    refusalTally: countRefusals,
  });
  // The reminder sign-up, the newsletter and the retention (issue 12, decisions 080–082).
  const { signup, reminders, retention, newsletter, jobs } = createReminderServices({
    reminderRepository: createReminderRepository(db),
    officePersonal: createOfficePersonalRepository(db),
    config,
    log,
    now,
    mailer,
    campaigns,
    campaignRepository,
    audit,
    emailOf: async (id) => (await accounts.findById(id))?.email ?? undefined,
  });
  jobs.start();
  const contentMemo = createContentMemo(contentVersion);
  const birds = createBirdService(birdRepository, createBirdListRepository(db));
  const content = createContentService(createContentRepository(db));
  const degraded = () =>
    redisLink && !redisLink.available()
      ? 'Redis niet bereikbaar: limieten en totalen gelden per instantie'
      : undefined;
  const platform = createPlatformServices({
    config,
    ready: () => databaseReady(database),
    redisLink,
    key: names.instances,
    degraded,
    requestTotals: options.requestTotals ?? (() => Promise.resolve({ requests: 0, errors: 0 })),
    now,
    log,
  });
  platform.heartbeat.start();

  return {
    account,
    requireAccount,
    requireRole: officeGuards.requireRole,
    requireOfficeAccount: officeGuards.requireOfficeAccount,
    requireAnyRole: officeGuards.requireAnyRole,
    ...office,
    audit,
    address,
    birds,
    boot: createBootData({
      config: () => webConfig(config, () => campaigns.links()),
      phase: () => campaigns.phase(),
      introTour: contentMemo(() => content.introTour()),
      countBirds: contentMemo(() => birds.countBirds()),
    }),
    campaigns,
    content,
    contentVersion,
    count,
    countErrors: createCountErrorService(countErrorRepository, config.count.errorApiKey),
    countRefusals,
    identity: provider(),
    newsletter,
    reminders,
    retention,
    signup,
    media,
    quiz: createQuizService(birdTraits, Math.random, contentMemo),
    results,
    recognition: createRecognitionService(birdRepository, wizard, buildChain(config.recognition)),
    segment: createSegmentService(
      createSegmentRepository(db),
      config.count.segmentLookup,
      async () => config.count.segmentDonationUrl ?? (await campaigns.links()).donation,
    ),
    totals,
    wizard,
    metrics: ops.metrics,
    redisLink,
    ready: () => databaseReady(database),
    degraded,
    platformHealth: platform.service,
    stopJobs: () => jobs.stop(),
    async close() {
      stopOffice();
      contentVersion.stop();
      await jobs.stop();
      await pendingFold.stop();
      await countRefusals.stop();
      await platform.heartbeat.stop();
      keyRing?.stop();
      await Promise.all([redisLink?.close(), noticeLink?.close()]);
    },
  };
}

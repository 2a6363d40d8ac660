import type { FastifyBaseLogger, preHandlerAsyncHookHandler } from 'fastify';
import type { OfficeRole } from '@tvt/domain';
import { type RedisLink, createRedisLink } from './redis/redis-link.ts';
import { redisNames } from './redis/redis-names.ts';
import type { Database } from './db/database.ts';
import { databaseReady } from './db/readiness.ts';
import type { Config } from './env.ts';
import { createCredentialService } from './modules/account/credentials.ts';
import { createMailLimiter } from './modules/account/mail-limits.ts';
import { createExternalAccounts } from './modules/account/external-accounts.ts';
import { createAccountRepository } from './modules/account/repository.ts';
import { createRequireAccount } from './modules/account/require-account.ts';
import { type AccountService, createAccountService } from './modules/account/service.ts';
import { createDatabaseLookup } from './modules/address/database-lookup.ts';
import { createPdokLookup } from './modules/address/pdok-lookup.ts';
import { createAddressRepository } from './modules/address/repository.ts';
import { type AddressService, createAddressService } from './modules/address/service.ts';
import { createDrawingOverrides } from './modules/birds/drawing-overrides.ts';
import { createBirdListRepository } from './modules/birds/list-repository.ts';
import { createBirdRepository } from './modules/birds/repository.ts';
import { createBirdTraitsRepository } from './modules/birds/traits-repository.ts';
import { type BirdService, createBirdService } from './modules/birds/service.ts';
import { createCampaignRepository } from './modules/campaign/repository.ts';
import type { CampaignOfficeService } from './modules/campaign/office-service.ts';
import { type CampaignService, createCampaignService } from './modules/campaign/service.ts';
import { createContentRepository } from './modules/content/repository.ts';
import { createOfficeBirdRepository } from './modules/office-birds/repository.ts';
import type { OfficeBirdService } from './modules/office-birds/service.ts';
import { createOfficeContentRepository } from './modules/office-content/repository.ts';
import type { OfficeContentService } from './modules/office-content/service.ts';
import type { OfficeMedia } from './modules/office-content/office-media.ts';
import { type ContentService, createContentService } from './modules/content/service.ts';
import { type BootDataSource, createBootData } from './modules/config/boot-data.ts';
import { webConfig } from './modules/config/routes.ts';
import { createCountErrorRepository } from './modules/count-errors/repository.ts';
import { createRefusalRepository } from './modules/count-errors/refusal-repository.ts';
import { type RefusalTally, createRefusalTally } from './modules/count-errors/refusal-tally.ts';
import { type CountErrorService, createCountErrorService } from './modules/count-errors/service.ts';
import { createCatalogCache } from './modules/count/bird-catalog.ts';
import { createCountPersonalRepository } from './modules/count/personal-repository.ts';
import { createCountRepository } from './modules/count/repository.ts';
import { type CountService, createCountService } from './modules/count/service.ts';
import { createCountStore } from './modules/count/store.ts';
import { createPendingFold } from './modules/results/pending-fold.ts';
import { createPlatformServices } from './composition-platform.ts';
import type { RequestTotals } from './modules/platform-health/request-window.ts';
import type { PlatformHealthService } from './modules/platform-health/service.ts';
import { createAccessTokenVerifier } from './modules/identity/access-token.ts';
import { createAddressFinder } from './modules/identity/address-finder.ts';
import { createExternalIssuer } from './modules/identity/external-issuer.ts';
import { createKeyRepository } from './modules/identity/key-repository.ts';
import { createKeyRing } from './modules/identity/key-ring.ts';
import { createRevokedTokenRepository } from './modules/identity/revoked-token-repository.ts';
import { createTokenDenylist } from './modules/identity/token-denylist.ts';
import { createPayloadRepository } from './modules/identity/payload-repository.ts';
import type { IdentityServices } from './modules/identity/plugin.ts';
import { PROVIDER_PREFIX } from './modules/identity/provider.ts';
import { createLoginThrottle } from './modules/identity/throttle.ts';
import { createThrottleRepository } from './modules/credentials/throttle-repository.ts';
import { createAuditRepository } from './modules/audit/repository.ts';
import { type AuditService, createAuditService } from './modules/audit/service.ts';
import { createDashboardRepository } from './modules/office-dashboard/repository.ts';
import type { DashboardService } from './modules/office-dashboard/service.ts';
import { createOfficeAccessRepository } from './modules/office-access/repository.ts';
import { type OfficeGuards, createOfficeGuards } from './modules/office-access/require-role.ts';
import { createRolesOf } from './modules/office-access/roles-of.ts';
import type { OfficeAccessService } from './modules/office-access/service.ts';
import { createMailer } from './modules/mail/mailer.ts';
import type { NewsletterService } from './modules/newsletter/service.ts';
import type { ReminderOfficeService } from './modules/reminder/office-service.ts';
import type { SignupService } from './modules/reminder/service.ts';
import type { RetentionService } from './modules/retention/service.ts';
import { createReminderRepository } from './modules/reminder/repository.ts';
import { createOfficePersonalRepository } from './modules/count/office-personal-repository.ts';
import { createReminderServices } from './composition-reminders.ts';
import { createOfficeServices } from './composition-office.ts';
import { createMediaBackend } from './modules/media/backend.ts';
import { createClientHashes } from './modules/moderation/client-hashes.ts';
import { createModerationQueueRepository } from './modules/moderation/queue-repository.ts';
import { createModerationScanRepository } from './modules/moderation/scan-repository.ts';
import type { ModerationService } from './modules/moderation/service.ts';
import { createMediaBlobRepository } from './modules/media/blob-repository.ts';
import { createMediaStore } from './modules/media/media-store.ts';
import { createPhotoRepository } from './modules/media/repository.ts';
import { type MediaService, createMediaService } from './modules/media/service.ts';
import { type QuizService, createQuizService } from './modules/quiz/service.ts';
import { type ContentVersion, createContentVersion } from './modules/read-cache/content-version.ts';
import { createContentMemo } from './modules/read-cache/memo.ts';
import { createContentVersionRepository } from './modules/read-cache/repository.ts';
import { buildChain } from './modules/recognition/chain.ts';
import {
  type RecognitionService,
  createRecognitionService,
} from './modules/recognition/service.ts';
import { createResearchExportRepositories } from './modules/research-export/repository.ts';
import type { ResearchExportService } from './modules/research-export/service.ts';
import { areasOf } from './modules/results/cbs-areas.ts';
import { createResultsRepository } from './modules/results/repository.ts';
import { type ResultsService, createResultsService } from './modules/results/service.ts';
import { createSegmentRepository } from './modules/segment/repository.ts';
import { type SegmentService, createSegmentService } from './modules/segment/service.ts';
import { createTotalsRepository } from './modules/results/totals-repository.ts';
import { type TotalsService, createTotalsService } from './modules/totals/service.ts';
import { type WizardService, createWizardService } from './modules/wizard/service.ts';
import { type OpsMetrics, createOpsMetrics } from './plugins/ops-metrics.ts';

/** How often every instance folds pending results sums that no answered count folded. */
const PENDING_FOLD_MS = 2_000;
/** Each instance adds its tally of refused counts to the shared rows this often (decision 131). */
const REFUSAL_FLUSH_MS = 5_000;

/** Every service of the API, built once per app and handed to the route plugins. */
export interface Services {
  account: AccountService;
  /** The login check, declared as a `preHandler` on the routes that need an account. */
  requireAccount: preHandlerAsyncHookHandler;
  /**
   * The office's access check (issue 12, decision 060), a route hook: `preHandler:
   * services.requireRole('editor')`; anonymous → 401, without the role → 403 (admin holds all).
   * Then `officeActorOf(request)` names who acts.
   */
  requireRole: OfficeGuards['requireRole'];
  /** Any logged-in account with its office roles, none included (`GET /api/office/v1/me`). */
  requireOfficeAccount: preHandlerAsyncHookHandler;
  /** Any office role (the office's start page). */
  requireAnyRole: preHandlerAsyncHookHandler;
  /** The office start page's figures. */
  dashboard: DashboardService;
  /** Each instance's heartbeat, the database and Redis, for the office (decision 121). */
  platformHealth: PlatformHealthService;
  /** The office's audit log: `audit.record({ actor, action, entity, … })` after every write. */
  audit: AuditService;
  /** Who holds which office role; the admin gives and takes them. */
  officeAccess: OfficeAccessService;
  address: AddressService;
  birds: BirdService;
  /** The data block of each app page: what its first screen would fetch (decision 063). */
  boot: BootDataSource;
  campaigns: CampaignService;
  /** The office's campaign area (issue 12, decision 065): admin only, audited. */
  campaignOffice: CampaignOfficeService;
  content: ContentService;
  /** The version of organisation-edited content: what the read cache and the quiz pool key on. */
  contentVersion: ContentVersion;
  count: CountService;
  countErrors: CountErrorService;
  /** Counts the count submission's refusals (400/409/429) for the dashboard (decision 131). */
  countRefusals: RefusalTally;
  /** The embedded OpenID Connect provider's parts; undefined with an external issuer. */
  identity: IdentityServices | undefined;
  media: MediaService;
  /** The office's content (tips, texts, tour, menu) and species (issue 12, decision 070). */
  officeContent: OfficeContentService;
  officeBirds: OfficeBirdService;
  /** Files the office uploaded, in the shared media store (`/media/office/…`). */
  officeMedia: OfficeMedia;
  /** The office's moderation queue; `waitingCount()` for the dashboard (decision 075). */
  moderation: ModerationService;
  /** The newsletter export (issue 12). */
  newsletter: NewsletterService;
  /** The office's reminder: text, schedule, sign-up figures, sending (issue 12). */
  reminders: ReminderOfficeService;
  /** Personal data of past campaigns: when it goes, and deleting it (issue 12). */
  retention: RetentionService;
  /** The public reminder sign-up: sign up, confirm, unsubscribe (issue 12). */
  signup: SignupService;
  quiz: QuizService;
  /** The office's research export of a campaign's accepted counts (decision 076). */
  researchExport: ResearchExportService;
  recognition: RecognitionService;
  results: ResultsService;
  segment: SegmentService;
  totals: TotalsService;
  wizard: WizardService;
  /** The operator's figures for /metrics (pool, Redis, counts, batches, totals time). */
  metrics: OpsMetrics['metrics'];
  /** Readiness: undefined when this instance can serve, else a short Dutch reason. */
  ready: () => Promise<string | undefined>;
  /** Undefined, or a short Dutch note while serving without Redis (decision 041). */
  degraded: () => string | undefined;
  redisLink: RedisLink | undefined;
  /** Stops the office jobs between two units of work (SIGTERM, before the drain; decision 095). */
  stopJobs: () => Promise<void>;
  /** Releases what the services hold open (the Redis connections, the content version poll). */
  close: () => Promise<void>;
}

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
  const campaignRepository = createCampaignRepository(db);
  const campaigns = createCampaignService({
    repository: campaignRepository,
    now,
    override: config.campaignOverride,
    imageUrl: media.imageUrl,
    demoYears: () => createResultsRepository(db).demoYears(),
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

  const resultsRepository = createResultsRepository(db);
  const { resilience } = config;
  const linkOptions = (name: string) => ({
    commandTimeoutMs: resilience.redisCommandTimeoutMs,
    probeMs: resilience.redisProbeMs,
    breakerFailures: resilience.redisBreakerFailures,
    onStateChange(up: boolean, error?: unknown) {
      // Transitions only: while Redis is away each reconnect attempt would log otherwise.
      if (up) log.info({ redis: name }, 'redis reachable again: shared limits and totals');
      else log.warn({ err: error, redis: name }, 'redis unavailable: per-instance fallback');
    },
  });
  // Rate limits, totals and content notices share one fail-fast connection (decision 041).
  const redisLink = config.redisUrl
    ? createRedisLink(config.redisUrl, linkOptions('shared'))
    : undefined;
  const redis = redisLink?.client;
  const names = redisNames(config.redisPrefix);
  await redisLink?.whenReady();
  const ops = createOpsMetrics({
    poolStats: database.poolStats,
    redis: redisLink && (() => ({ ...redisLink.stats(), up: redisLink.available() })),
  });
  const moderationScan = createModerationScanRepository(db);
  const countRepository = createCountRepository(db);
  // Stored counts' sums reach the results in a fold per instance, not per batch (decision 120).
  const pendingFold = createPendingFold(
    () => resultsRepository.foldPending(),
    (error) => log.warn({ err: error }, 'results: pending sums not folded, next round retries'),
  );
  pendingFold.start(PENDING_FOLD_MS);
  const count = createCountService({
    repository: countRepository,
    store: createCountStore(
      countRepository,
      database.driver,
      (size, stored) => ops.countBatch(size, stored),
      pendingFold.afterWrite,
    ),
    catalog: createCatalogCache(() => birdRepository.countCatalog()),
    campaign: campaigns.current,
    now,
    areasOf,
    clientHashes: createClientHashes(() => moderationScan.secret()),
  });

  const drawings = createDrawingOverrides(() => birdRepository.uploadedDrawings());
  await drawings.refresh();
  const totals = createTotalsService({
    repository: createTotalsRepository(db),
    // Home's figures: the running count's, else the last count's (decision 087).
    campaign: () => campaigns.figuresCampaign(),
    imageOf: drawings.imageOf,
    ttlSeconds: config.count.totalsCacheSeconds,
    maxAgeSeconds: config.count.totalsMaxAgeSeconds,
    now: () => now().getTime(),
    redis,
    redisKey: names.totals,
    redisAvailable: () => redisLink?.available() ?? false,
    onRedisError: (error) => redisLink?.failed(error),
    onLoadError: (error) => log.error({ err: error }, 'totals: recomputation failed'),
    onLoaded: (seconds) => ops.totalsRecomputed(seconds),
  });

  // A notice channel needs its own connection: subscribe mode blocks it for anything else.
  const warnVersion = (error: unknown) => log.warn({ err: error }, 'read cache: content version');
  const noticeLink = config.redisUrl
    ? createRedisLink(config.redisUrl, { ...linkOptions('notices'), queueOffline: true })
    : undefined;
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
  const { identity } = config;
  const issuer = identity.embedded
    ? undefined
    : createExternalIssuer(identity.issuer, identity.introspection);
  const accounts = createAccountRepository(db);
  const keys = createKeyRepository(database);
  const keyRing = identity.embedded
    ? createKeyRing({
        repository: keys,
        supplied: config.security.suppliedKeys,
        refreshMs: config.security.keyRefreshMs,
        redisUrl: config.redisUrl,
        channel: names.keyChannel,
        onError: (error) => log.warn({ err: error }, 'identity keys: re-read failed'),
      })
    : undefined;
  await keyRing?.start();
  const account = createAccountService(
    accounts,
    createCountPersonalRepository(db),
    issuer &&
      createExternalAccounts({
        repo: accounts,
        issuer: identity.issuer,
        userinfo: (token) => issuer.userinfo(token),
        now,
      }),
  );
  const officeAccess = createOfficeAccessRepository(db);
  const rolesOf = createRolesOf(officeAccess, identity.rolesClaim);
  const denylist = createTokenDenylist(createRevokedTokenRepository(db), now);
  const verify = createAccessTokenVerifier(config, keyRing, now, issuer, denylist);

  const requireAccount = createRequireAccount(verify, account);
  const officeGuards = createOfficeGuards(requireAccount, rolesOf);
  const audit = createAuditService(createAuditRepository(db), now);
  const results = createResultsService({
    repository: resultsRepository,
    campaign: campaigns.current,
    imageOf: drawings.imageOf,
    ttlSeconds: config.count.totalsCacheSeconds,
    maxAgeSeconds: config.count.resultsMaxAgeSeconds,
    now: () => now().getTime(),
  });
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
  const mailer = createMailer(config.mail, log);
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
    identity: identity.embedded
      ? {
          accounts,
          payloads: createPayloadRepository(db),
          keys: keyRing!,
          denylist,
          verifyAccessToken: verify,
          credentials: createCredentialService({
            repo: accounts,
            mailer,
            now,
            limiter: createMailLimiter(
              createThrottleRepository(db),
              now,
              config.security.mailLimits,
            ),
            onMailError: (error) => log.error({ err: error }, 'code mail failed'),
            verifyLink: (email, code) =>
              `${config.publicUrl}${PROVIDER_PREFIX}/verify?${new URLSearchParams({ email, code }).toString()}`,
          }),
          throttle: createLoginThrottle(
            createThrottleRepository(db),
            now,
            config.security.loginThrottle,
          ),
          findAddress: createAddressFinder(address),
          rolesOf: (accountId: string): Promise<OfficeRole[]> => officeAccess.rolesOf(accountId),
        }
      : undefined,
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

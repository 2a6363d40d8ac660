import type { preHandlerAsyncHookHandler } from 'fastify';
import type { RedisLink } from './redis/redis-link.ts';
import type { AccountService } from './modules/account/service.ts';
import type { AddressService } from './modules/address/service.ts';
import type { BirdService } from './modules/birds/service.ts';
import type { CampaignOfficeService } from './modules/campaign/office-service.ts';
import type { CampaignService } from './modules/campaign/service.ts';
import type { OfficeBirdService } from './modules/office-birds/service.ts';
import type { OfficeContentService } from './modules/office-content/service.ts';
import type { OfficeMedia } from './modules/office-content/office-media.ts';
import type { ContentService } from './modules/content/service.ts';
import type { BootDataSource } from './modules/config/boot-data.ts';
import type { CountErrorService } from './modules/count-errors/service.ts';
import type { RefusalTally } from './modules/count-errors/refusal-tally.ts';
import type { CountService } from './modules/count/service.ts';
import type { PlatformHealthService } from './modules/platform-health/service.ts';
import type { IdentityServices } from './modules/identity/plugin.ts';
import type { AuditService } from './modules/audit/service.ts';
import type { DashboardService } from './modules/office-dashboard/service.ts';
import type { OfficeGuards } from './modules/office-access/require-role.ts';
import type { OfficeAccessService } from './modules/office-access/service.ts';
import type { NewsletterService } from './modules/newsletter/service.ts';
import type { ReminderOfficeService } from './modules/reminder/office-service.ts';
import type { SignupService } from './modules/reminder/service.ts';
import type { RetentionService } from './modules/retention/service.ts';
import type { ModerationService } from './modules/moderation/service.ts';
import type { MediaService } from './modules/media/service.ts';
import type { QuizService } from './modules/quiz/service.ts';
import type { ContentVersion } from './modules/read-cache/content-version.ts';
import type { RecognitionService } from './modules/recognition/service.ts';
import type { ResearchExportService } from './modules/research-export/service.ts';
import type { ResultsService } from './modules/results/service.ts';
import type { SegmentService } from './modules/segment/service.ts';
import type { TotalsService } from './modules/totals/service.ts';
import type { WizardService } from './modules/wizard/service.ts';
import type { OpsMetrics } from './plugins/ops-metrics.ts';

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

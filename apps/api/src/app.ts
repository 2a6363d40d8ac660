import { createServer } from 'node:http';
import type { Writable } from 'node:stream';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  LogController,
  type RouteOptions,
} from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from './db/database.ts';
import type { Config } from './env.ts';
import { createServices } from './composition-root.ts';
import { SERVICE_PREFIX } from './service-prefixes.ts';
import { addressRoutes } from './modules/address/routes.ts';
import { birdCdnRoutes } from './modules/birds/cdn-routes.ts';
import { birdMediaRoutes } from './modules/birds/media-routes.ts';
import { birdRoutes } from './modules/birds/routes.ts';
import { campaignRoutes } from './modules/campaign/routes.ts';
import { quizRoutes } from './modules/quiz/routes.ts';
import { createFrontDoor } from './modules/read-cache/front-door.ts';
import { LAST_GOOD_ROUTES } from './modules/read-cache/cached-routes.ts';
import { readCachePlugin } from './modules/read-cache/plugin.ts';
import { redisNames } from './redis/redis-names.ts';
import { recognitionRoutes } from './modules/recognition/routes.ts';
import { wizardRoutes } from './modules/wizard/routes.ts';
import { configRoutes } from './modules/config/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { countErrorRoutes } from './modules/count-errors/routes.ts';
import { countRoutes } from './modules/count/routes.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { identityPlugin } from './modules/identity/plugin.ts';
import { segmentRoutes } from './modules/segment/routes.ts';
import { resultsRoutes } from './modules/results/routes.ts';
import { totalsRoutes } from './modules/totals/routes.ts';
import { adminAccessPlugin } from './plugins/admin-access.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { gracefulClosePlugin } from './plugins/graceful-close.ts';
import { healthPlugin } from './plugins/health.ts';
import {
  INVALID_URL_MESSAGE,
  URL_TOO_LONG_MESSAGE,
  inputGuardPlugin,
} from './plugins/input-guard.ts';
import { accessLogPlugin, createLoggers, genReqId } from './plugins/logging.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { trustProxyOption } from './plugins/trust-proxy.ts';
import { webPlugin } from './plugins/web.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { dashboardRoutes } from './modules/office-dashboard/routes.ts';
import { platformHealthRoutes } from './modules/platform-health/routes.ts';
import { requestTotals } from './plugins/metrics.ts';
import { officeAccessRoutes } from './modules/office-access/routes.ts';
import { officeScope } from './modules/office-access/office-scope.ts';
import { officeActorOf } from './modules/office-access/require-role.ts';
import { campaignOfficeRoutes } from './modules/campaign/office-routes.ts';
import { officeBirdRoutes } from './modules/office-birds/routes.ts';
import { registerOfficeFileRoute } from './modules/office-content/file-route.ts';
import { officeContentRoutes } from './modules/office-content/routes.ts';
import { moderationRoutes } from './modules/moderation/routes.ts';
import { researchExportRoutes } from './modules/research-export/routes.ts';
import { rolesRoutes } from './modules/office-access/roles-routes.ts';
import { shareImageRoutes } from './modules/share/routes.ts';
import { signupPageRoutes } from './modules/reminder/page-routes.ts';
import { signupRoutes } from './modules/reminder/routes.ts';
import { reminderOfficeRoutes } from './modules/reminder/office-routes.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { retentionRoutes } from './modules/retention/routes.ts';
import { answerClientError } from './client-error.ts';

// Validation messages the client sees are Dutch; schemas with their own message keep it.
z.config(z.locales.nl());

export interface AppOptions {
  config: Config;
  database: Database;
  /** The clock for every time rule; tests pin it. */
  now?: () => Date;
  /** Where the JSON log lines go (stdout by default); tests read them. */
  logStream?: Writable;
  /** Told every route as it is added (tests enumerate the routes to probe them all). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Set `draining` when shutting down: /readyz then answers 503 at once (server.ts does);
   * `notReadyUntil` (epoch ms) after a fault the process survived (process-guard.ts); `stopJobs`
   * ends the office jobs' rounds between messages.
   */
  lifecycle?: Lifecycle;
}

/** What server.ts and the app share about the process's life (see `AppOptions.lifecycle`). */
export interface Lifecycle {
  draining: boolean;
  notReadyUntil?: number;
  stopJobs?: () => Promise<void>;
}

/** The whole server as one Fastify instance; server.ts boots it, tests build it the same way. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const now = options.now ?? (() => new Date());
  // Kept answers are written before the router (decision 053); everything else goes to Fastify.
  const frontDoor = createFrontDoor();
  const loggers = createLoggers(config, options.logStream);
  const app = Fastify({
    serverFactory: (handler, serverOptions) => {
      const { headersTimeoutMs, requestTimeoutMs } = config.resilience;
      // A client that sends its headers or body too slowly (slowloris) is cut off; Node checks
      // every second instead of every 30 s, so the limits hold to the second.
      const server = createServer(
        {
          headersTimeout: headersTimeoutMs,
          requestTimeout: requestTimeoutMs,
          connectionsCheckingInterval: 1000,
        },
        (request, response) => {
          if (!frontDoor.answer(request, response)) handler(request, response);
        },
      );
      // What Fastify sets on a server it makes itself.
      server.keepAliveTimeout = Number(serverOptions.keepAliveTimeout ?? 72_000);
      server.setTimeout(Number(serverOptions.connectionTimeout ?? 0));
      return server;
    },
    loggerInstance: loggers.app,
    genReqId,
    requestIdHeader: false,
    // One access log line per answer instead (accessLogPlugin, sampled by ACCESS_LOG_SAMPLE).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: config.bodyLimit,
    // Idle keep-alive sockets close at shutdown; in-flight requests still finish.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler: answerClientError,
    // What the router refuses before any hook runs (a path it cannot decode, `/herkennen/%ZZ`;
    // a parameter over its length) keeps its status but gets a Dutch answer, not Fastify's.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode ?? 400;
      void reply
        .code(status)
        .send({ message: status === 414 ? URL_TOO_LONG_MESSAGE : INVALID_URL_MESSAGE });
    },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Callback style: an async hook costs a promise on every request, the cached reads included.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // Order matters: app-wide hooks and the OpenAPI collector must exist before any route.
  await app.register(errorsPlugin);
  // Before docs and metrics: it guards them (ADMIN_PORT, METRICS_TOKEN, DOCS_TOKEN).
  await app.register(adminAccessPlugin, { security: config.security });
  await app.register(inputGuardPlugin);
  await app.register(gracefulClosePlugin);
  await app.register(docsPlugin, { config, staleRoutes: LAST_GOOD_ROUTES });
  await app.register(metricsPlugin);
  await app.register(accessLogPlugin, {
    sample: config.reads.accessLogSample,
    log: loggers.access,
  });
  await app.register(securityPlugin, { config });

  // The composition root: every repository and service once, handed to the plugins below.
  const services = await createServices({
    config,
    database,
    now,
    log: app.log,
    requestTotals: () => requestTotals(app.metricsRegistry),
  });
  app.addHook('onClose', () => services.close());
  if (options.lifecycle) options.lifecycle.stopJobs = () => services.stopJobs();
  for (const metric of services.metrics) app.metricsRegistry.registerMetric(metric);

  // Before compress and rate limit: it turns both off on the routes it answers from memory.
  await app.register(readCachePlugin, {
    config,
    contentVersion: services.contentVersion,
    now,
    frontDoor,
    redis: services.redisLink,
    lastGoodPrefix: redisNames(config.redisPrefix).lastGood,
  });
  await app.register(compress, { global: true, threshold: config.reads.compressThreshold });
  await app.register(rateLimitPlugin, { config, redis: services.redisLink });

  await app.register(healthPlugin, {
    ready: services.ready,
    degraded: services.degraded,
    timeoutMs: config.resilience.readyTimeoutMs,
    draining: () => options.lifecycle?.draining ?? false,
    faulted: () => (options.lifecycle?.notReadyUntil ?? 0) > Date.now(),
  });
  const links = () => services.campaigns.links();
  await app.register(configRoutes, { config, links });
  await app.register(identityPlugin, { config, identity: services.identity });
  const { account, requireAccount } = services;
  await app.register(accountRoutes, {
    service: account,
    requireAccount,
    prefix: SERVICE_PREFIX.account,
  });
  await app.register(campaignRoutes, { service: services.campaigns });
  await app.register(contentRoutes, { service: services.content, prefix: SERVICE_PREFIX.content });
  await app.register(addressRoutes, {
    config,
    service: services.address,
    prefix: SERVICE_PREFIX.postcode,
  });
  await app.register(mediaRoutes, { config, service: services.media });
  const count = { prefix: SERVICE_PREFIX.count };
  await app.register(countRoutes, {
    config,
    service: services.count,
    refusals: services.countRefusals,
    ...count,
  });
  await app.register(countErrorRoutes, { config, service: services.countErrors, ...count });
  await app.register(segmentRoutes, { config, service: services.segment, ...count });
  await app.register(totalsRoutes, { service: services.totals });
  await app.register(resultsRoutes, { service: services.results, ...count });
  await app.register(signupRoutes, { config, service: services.signup, ...count });
  await app.register(signupPageRoutes, { config, service: services.signup });
  await app.register(shareImageRoutes);
  const bird = { prefix: SERVICE_PREFIX.bird };
  await app.register(birdRoutes, { service: services.birds, ...bird });
  await app.register(wizardRoutes, { service: services.wizard, ...bird });
  await app.register(quizRoutes, { service: services.quiz, ...bird });
  await app.register(recognitionRoutes, { config, service: services.recognition, ...bird });
  await app.register(birdCdnRoutes, { service: services.birds });
  await app.register(birdMediaRoutes);
  // Issue 12: the campaign office's endpoints, each area under its own path, in one scope whose
  // hook checks every route's declared role before anything is read (issue 31).
  const guards = {
    requireRole: services.requireRole,
    requireOfficeAccount: services.requireOfficeAccount,
    requireAnyRole: services.requireAnyRole,
  };
  const actorOf = officeActorOf;
  await app.register(
    async (office) => {
      officeScope(guards)(office);
      await office.register(officeAccessRoutes);
      await office.register(rolesRoutes, { service: services.officeAccess });
      await office.register(dashboardRoutes, { service: services.dashboard });
      await office.register(platformHealthRoutes, { service: services.platformHealth });
      await office.register(auditRoutes, { service: services.audit });
      await office.register(campaignOfficeRoutes, {
        service: services.campaignOffice,
        actorOf,
        maxBytes: config.media.maxBytes,
        prefix: '/campaign',
      });
      await office.register(officeContentRoutes, {
        service: services.officeContent,
        actorOf,
        prefix: '/content',
      });
      await office.register(officeBirdRoutes, {
        service: services.officeBirds,
        actorOf,
        prefix: '/birds',
      });
      await office.register(moderationRoutes, { service: services.moderation });
      await office.register(researchExportRoutes, { service: services.researchExport });
      await office.register(reminderOfficeRoutes, { service: services.reminders });
      await office.register(newsletterRoutes, { service: services.newsletter });
      await office.register(retentionRoutes, { service: services.retention });
    },
    { prefix: SERVICE_PREFIX.office },
  );
  registerOfficeFileRoute(app, services.officeMedia);
  await app.register(webPlugin, { config, boot: services.boot });
  return app;
}

import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
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
import { readCachePlugin } from './modules/read-cache/plugin.ts';
import { recognitionRoutes } from './modules/recognition/routes.ts';
import { wizardRoutes } from './modules/wizard/routes.ts';
import { configRoutes, webConfig } from './modules/config/routes.ts';
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
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { accessLogPlugin, genReqId, loggerOptions } from './plugins/logging.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { trustProxyOption } from './plugins/trust-proxy.ts';
import { webPlugin } from './plugins/web.ts';
import { shareImageRoutes } from './modules/share/routes.ts';

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
  /** Set `draining` when shutting down: /readyz then answers 503 at once (server.ts does). */
  lifecycle?: { draining: boolean };
}

/** The whole server as one Fastify instance; server.ts boots it, tests build it the same way. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    genReqId,
    requestIdHeader: false,
    // One access log line per answer instead (accessLogPlugin, sampled by ACCESS_LOG_SAMPLE).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: config.bodyLimit,
    // Idle keep-alive sockets close at shutdown; in-flight requests still finish.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
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
  await app.register(docsPlugin, { config });
  await app.register(metricsPlugin);
  await app.register(accessLogPlugin, { sample: config.reads.accessLogSample });
  await app.register(securityPlugin, { config });

  // The composition root: every repository and service once, handed to the plugins below.
  const services = await createServices({ config, database, now, log: app.log });
  app.addHook('onClose', () => services.close());
  for (const metric of services.metrics) app.metricsRegistry.registerMetric(metric);

  // Before compress and rate limit: it turns both off on the routes it answers from memory.
  await app.register(readCachePlugin, {
    config,
    contentVersion: services.contentVersion,
    now,
  });
  await app.register(compress, { global: true, threshold: config.reads.compressThreshold });
  await app.register(rateLimitPlugin, { config, redis: services.redisLink });

  await app.register(healthPlugin, {
    ready: services.ready,
    degraded: services.degraded,
    timeoutMs: config.resilience.readyTimeoutMs,
    draining: () => options.lifecycle?.draining ?? false,
  });
  await app.register(configRoutes, { config });
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
  await app.register(countRoutes, { config, service: services.count, ...count });
  await app.register(countErrorRoutes, { config, service: services.countErrors, ...count });
  await app.register(segmentRoutes, { config, service: services.segment, ...count });
  await app.register(totalsRoutes, { service: services.totals });
  await app.register(resultsRoutes, { service: services.results, ...count });
  await app.register(shareImageRoutes);
  const bird = { prefix: SERVICE_PREFIX.bird };
  await app.register(birdRoutes, { service: services.birds, ...bird });
  await app.register(wizardRoutes, { service: services.wizard, ...bird });
  await app.register(quizRoutes, { service: services.quiz, ...bird });
  await app.register(recognitionRoutes, { config, service: services.recognition, ...bird });
  await app.register(birdCdnRoutes, { service: services.birds });
  await app.register(birdMediaRoutes);
  await app.register(webPlugin, {
    config,
    boot: async () => ({ config: webConfig(config), phase: await services.campaigns.phase() }),
  });
  return app;
}

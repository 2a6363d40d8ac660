import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import { STALE_HEADER } from '@tvt/contract';
import type { Config } from '../../env.ts';
import { global } from '../../plugins/global.ts';
import { type LoggedRequest, genReqId } from '../../plugins/logging.ts';
import type { RedisLink } from '../../redis/redis-link.ts';
import { RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../service-unavailable.ts';
import { createLastGood } from './last-good.ts';
import { type CachedRoute, cachedRoutes } from './cached-routes.ts';
import type { ContentVersion } from './content-version.ts';
import { COMPRESSIBLE, cacheKey, send, storedHeaders } from './answer.ts';
import { type FrontDoor, writeKept } from './front-door.ts';
import { type StoredResponse, createResponseStore, etagOf } from './response-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Call after every write of organisation-edited content (the campaign office will): bumps
     * the content version and drops the copies of every instance. Resolves to the new version.
     */
    contentChanged: () => Promise<number>;
  }
  interface FastifyRequest {
    /** The read cache's key for this request; null when it is not served from memory. */
    readCacheKey: string | null;
    readCacheHit: boolean;
  }
}

export interface ReadCacheOptions {
  config: Config;
  /** Built and started by the composition root, which also stops it. */
  contentVersion: ContentVersion;
  /** The app's clock (tests pin it): what TTLs are measured on. */
  now: () => Date;
  /** The server's slot in front of the router; without it every answer goes through the hooks. */
  frontDoor?: FrontDoor;
  /** Where the last good answers are shared between instances (decision 122). */
  redis?: RedisLink | undefined;
  /** `<REDIS_PREFIX>:last-good:`. */
  lastGoodPrefix?: string;
}

/**
 * Serves the answers of `routes` from memory: the first 200 of each normalised request is kept
 * with a strong ETag (and compressed copies made once); the next identical request is answered
 * in the route's own onRequest hook, before validation, handler and serialisation. A content
 * edit (a new content version) drops everything; derived answers also expire by TTL. Those
 * routes skip the rate limit (nothing to protect) and the compress plugin (done here, once).
 */
export const readCachePlugin = global(
  (app: FastifyInstance, options: ReadCacheOptions, done: () => void) => {
    const { config, contentVersion } = options;
    const now = () => options.now().getTime();
    const compressThreshold = config.reads.compressThreshold;
    const store = createResponseStore({
      maxEntries: config.reads.maxEntries,
      maxBytes: config.reads.maxMegabytes * 1024 * 1024,
    });
    // Raw URL → key of the answers kept, so the front door finds one without the router.
    // Per URL: its store key, and what the front door's log and metrics need, made once.
    const known = new Map<
      string,
      { key: string; logged: LoggedRequest; record: (status: number, seconds: number) => void }
    >();
    const maxKnown = config.reads.maxEntries * 4;
    function remember(url: string, key: string, route: string): void {
      if (known.get(url)?.key === key) return;
      const logged = { method: 'GET', url, routeOptions: { url: route } };
      known.set(url, { key, logged, record: app.answerRecorder('GET', route) });
      if (known.size > maxKnown) known.delete(known.keys().next().value!);
    }
    contentVersion.onChange(() => {
      store.clear();
      known.clear();
    });
    const policies = new Map(cachedRoutes(config).map((r) => [r.url, r]));
    const lastGood = createLastGood({
      maxEntries: config.reads.maxEntries,
      maxBytes: config.reads.maxMegabytes * 1024 * 1024,
      redis: options.redis,
      keyPrefix: options.lastGoodPrefix ?? 'tvt:last-good:',
    });
    /**
     * Until then the database is taken as away: a last-good route answers its copy at once
     * instead of every visitor waiting for a connection that will fail (the first request after
     * it tries the database again).
     */
    let databaseAwayUntil = 0;

    function sendStale(request: FastifyRequest, reply: FastifyReply, entry: StoredResponse) {
      // Served from a copy: the onSend hook must not keep it as a fresh answer.
      request.readCacheHit = true;
      const age = Math.max(0, Math.floor((now() - entry.builtAt) / 1000));
      reply.code(200).header(STALE_HEADER, 'true').header('age', String(age));
      return send(request, reply, entry, compressThreshold);
    }
    app.decorate('contentChanged', () => contentVersion.changed());
    app.decorateRequest('readCacheKey', null);
    app.decorateRequest('readCacheHit', false);

    // Callback hooks: no promise per request on the hot path. Answering without calling `done`
    // is how a Fastify hook ends the request early.
    function serveFromMemory(route: CachedRoute): onRequestHookHandler {
      return (request, reply, done) => {
        const key = cacheKey(request, route);
        const entry =
          key === undefined ? undefined : store.get(key, contentVersion.current(), now());
        const stale =
          !entry && key !== undefined && route.lastGood && Date.now() < databaseAwayUntil
            ? lastGood.peek(key)
            : undefined;
        if (stale) {
          reply.send(sendStale(request, reply, stale));
          return;
        }
        if (!entry) {
          if (key !== undefined) request.readCacheKey = key;
          done();
          return;
        }
        request.readCacheHit = true;
        remember(request.url, key!, route.url);
        reply.send(send(request, reply, entry, compressThreshold));
      };
    }

    function keep(route: CachedRoute): onSendHookHandler {
      return (request, reply, payload, done) => {
        const key = request.readCacheKey;
        const keepable =
          !request.readCacheHit &&
          key !== null &&
          reply.statusCode === 200 &&
          (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
          !reply.hasHeader('set-cookie');
        if (!keepable) {
          done(null, payload);
          return;
        }
        const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
        const headers = storedHeaders(reply);
        const at = now();
        const entry: StoredResponse = {
          body,
          etag: String(reply.getHeader('etag') ?? etagOf(body)),
          headers,
          version: contentVersion.current(),
          builtAt: at,
          expiresAt: route.ttlMs === undefined ? Infinity : at + route.ttlMs,
          realExpiresAt: route.ttlMs === undefined ? Infinity : Date.now() + route.ttlMs,
          encoded: {},
          compressible: COMPRESSIBLE.test(headers['content-type'] ?? ''),
        };
        if (route.lastGood) lastGood.keep(key, entry);
        if (route.ttlMs !== 0) {
          store.set(key, entry);
          remember(request.url, key, route.url);
        }
        done(null, send(request, reply, entry, compressThreshold));
      };
    }

    const { frontDoor } = options;
    frontDoor?.open((request, response) => {
      if (request.method !== 'GET') return false;
      const mapped = known.get(request.url ?? '');
      const entry = mapped && store.get(mapped.key, contentVersion.current(), now());
      if (!entry) return false;
      const started = performance.now();
      const reqId = genReqId(request);
      const status = writeKept(request, response, entry, compressThreshold, reqId);
      const ms = performance.now() - started;
      mapped.record(status, ms / 1000);
      app.logAnswer(reqId, mapped.logged, status, ms);
      return true;
    });
    // Closing: answers go through the hooks again, which tell clients to close the connection.
    app.addHook('preClose', (hookDone) => {
      frontDoor?.close();
      hookDone();
    });

    /**
     * The database is away: the last good copy answers, marked stale; without one the app's
     * error handler answers its 503. Any other error goes there as it is.
     */
    function standIn(error: Error, request: FastifyRequest, reply: FastifyReply): void {
      const key = request.readCacheKey;
      if (key === null || !isDatabaseUnavailable(error)) throw error;
      databaseAwayUntil = Date.now() + RETRY_AFTER_SECONDS * 1000;
      // Sending the error goes on to the app's error handler (Fastify's next one).
      lastGood.find(key).then(
        (entry) => {
          if (!entry) return reply.send(error);
          request.log.warn({ err: error }, 'database unavailable: last good answer');
          return reply.send(sendStale(request, reply, entry));
        },
        () => reply.send(error),
      );
    }

    app.addHook('onRoute', (route) => {
      const policy = policies.get(route.url ?? '');
      if (!policy || route.method !== 'GET') return;
      // Nothing to protect when answered from memory; a route only kept as last good is not.
      if (policy.ttlMs !== 0) route.config = { ...route.config, rateLimit: false };
      route.compress = false;
      route.onRequest = [...[route.onRequest ?? []].flat(), serveFromMemory(policy)];
      route.onSend = [...[route.onSend ?? []].flat(), keep(policy)];
      if (policy.lastGood) {
        if (route.errorHandler) throw new Error(`${route.url}: has its own error handler`);
        route.errorHandler = standIn;
      }
    });
    done();
  },
);

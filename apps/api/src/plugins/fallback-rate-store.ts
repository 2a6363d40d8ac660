import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisLink } from '../redis/redis-link.ts';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}
type StoreClass = new (...args: unknown[]) => Store;

// The plugin's own stores (CommonJS, not in its exports map's types).
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass;

interface Params {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
}

/**
 * Counts in Redis while it answers, and in this instance's memory while it does not
 * (decision 041): the limits keep holding per instance instead of being skipped, and no
 * request waits for a Redis that is away.
 */
export function fallbackRateStore(link: RedisLink, nameSpace: string): FastifyRateLimitStoreCtor {
  class FallbackStore implements Store {
    readonly shared: Store;
    readonly local: Store;
    constructor(params: Params, pair?: { shared: Store; local: Store }) {
      this.shared =
        pair?.shared ??
        new RedisStore(params.continueExceeding, params.exponentialBackoff, link.client, nameSpace);
      this.local =
        pair?.local ?? new LocalStore(params.continueExceeding, params.exponentialBackoff);
    }

    incr(key: string, cb: Callback, timeWindow: number, max: number): void {
      if (!link.available()) {
        this.local.incr(key, cb, timeWindow, max);
        return;
      }
      this.shared.incr(
        key,
        (error, result) => {
          if (!error) return cb(null, result);
          link.failed(error);
          this.local.incr(key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: Params): Store {
      return new FallbackStore(routeOptions, {
        shared: this.shared.child(routeOptions),
        local: this.local.child(routeOptions),
      });
    }
  }
  // The plugin's declared store shape is looser than the one it calls (params, child).
  return FallbackStore as unknown as FastifyRateLimitStoreCtor;
}

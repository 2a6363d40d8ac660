import type { Redis } from 'ioredis';
import { keepSubscribed } from '../../redis/keep-subscribed.ts';
import type { ContentVersionRepository } from './repository.ts';

export interface ContentVersionOptions {
  repository: ContentVersionRepository;
  /** How often the database row is read: the staleness bound when a Redis notice is lost. */
  pollMs: number;
  /** A publishing connection and a dedicated subscriber connection (subscribe mode blocks it). */
  redis?: { publisher: Redis; subscriber: Redis } | undefined;
  /** The channel on which an instance that edited content announces the new version. */
  channel: string;
  /** A poll or publish that failed; the next poll tries again. */
  onError: (error: unknown) => void;
}

/**
 * The version of organisation-edited content as this instance knows it. It changes when this
 * instance edits (`changed`), when another instance announces an edit over Redis, or at the
 * latest one poll interval after the database row moved. Listeners drop what they cached.
 */
const SUBSCRIBE_WAIT_MS = 1_000;

export function createContentVersion(options: ContentVersionOptions) {
  const { repository, redis } = options;
  const listeners = new Set<(version: number) => void>();
  let version = 0;
  let timer: NodeJS.Timeout | undefined;
  let polling = false;

  function apply(next: number): void {
    if (next === version) return;
    version = next;
    for (const listener of listeners) listener(next);
  }

  async function poll(): Promise<void> {
    if (polling) return;
    polling = true;
    try {
      apply(await repository.read());
    } catch (error) {
      options.onError(error);
    } finally {
      polling = false;
    }
  }

  return {
    current: () => version,
    onChange(listener: (version: number) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async start(): Promise<void> {
      version = await repository.read();
      if (redis) {
        redis.subscriber.on('message', (channel: string, message: string) => {
          // A notice only says "look": the row is the truth, so a stale or reordered notice
          // can never move this instance backwards.
          if (channel === options.channel && Number(message) !== version) void poll();
        });
        // Awaited for a second at most: beside a reachable Redis the instance hears notices from
        // its first request; with Redis away the subscription waits for it (ioredis subscribes
        // on every connect) while this instance starts and polls meanwhile.
        const subscribed = keepSubscribed(redis.subscriber, options.channel, options.onError);
        await Promise.race([
          subscribed,
          new Promise((resolve) => setTimeout(resolve, SUBSCRIBE_WAIT_MS).unref()),
        ]);
      }
      timer = setInterval(() => void poll(), options.pollMs);
      timer.unref();
    },

    stop(): void {
      if (timer) clearInterval(timer);
      timer = undefined;
    },

    /** Re-reads the row now (tests, and anything that must not wait for the next poll). */
    refresh: poll,

    /**
     * Call after every write of organisation-edited content (the campaign office will): bumps
     * the row, drops this instance's copies at once and tells the others over Redis.
     */
    async changed(): Promise<number> {
      const next = await repository.bump();
      apply(Math.max(next, version));
      if (redis) {
        try {
          await redis.publisher.publish(options.channel, String(next));
        } catch (error) {
          // The others still converge at their next poll.
          options.onError(error);
        }
      }
      return next;
    },
  };
}

export type ContentVersion = ReturnType<typeof createContentVersion>;

import { Redis } from 'ioredis';
import type { SecurityConfig } from '../../env.ts';
import { keepSubscribed } from '../../redis/keep-subscribed.ts';
import type { KeyRepository } from './key-repository.ts';
import type { ProviderKeys } from './keys.ts';

export interface KeyRingOptions {
  repository: KeyRepository;
  supplied: SecurityConfig['suppliedKeys'];
  refreshMs: number;
  redisUrl: string | undefined;
  /** The Redis channel `keys:rotate` announces a changed key set on. */
  channel: string;
  onError: (error: unknown) => void;
}

const fingerprint = (keys: ProviderKeys) =>
  JSON.stringify([keys.signing.map((k) => k.kid), keys.cookie]);

/**
 * This instance's copy of the key set: the database's (created on first start) with any kind
 * the environment supplies (OIDC_SIGNING_KEYS, OIDC_COOKIE_KEYS) in its place. Re-read every
 * KEY_REFRESH_SECONDS and on a Redis notice, so a staged key verifies everywhere before any
 * instance signs with it (decision 042).
 */
export function createKeyRing(options: KeyRingOptions) {
  const { repository, supplied } = options;
  const listeners: ((keys: ProviderKeys) => void)[] = [];
  let keys: ProviderKeys | undefined;
  let timer: NodeJS.Timeout | undefined;
  let subscriber: Redis | undefined;
  let lastForced = 0;

  async function read(): Promise<ProviderKeys> {
    if (supplied.signing && supplied.cookie) {
      return { signing: supplied.signing, cookie: supplied.cookie };
    }
    const stored = await repository.load();
    return {
      signing: supplied.signing ?? stored.signing,
      cookie: supplied.cookie ?? stored.cookie,
    };
  }

  async function refresh(): Promise<boolean> {
    const next = await read();
    if (keys && fingerprint(keys) === fingerprint(next)) return false;
    keys = next;
    for (const listener of listeners) listener(next);
    return true;
  }
  const refreshQuietly = () => void refresh().catch(options.onError);

  return {
    async start(): Promise<void> {
      await refresh();
      timer = setInterval(refreshQuietly, options.refreshMs);
      timer.unref();
      if (!options.redisUrl) return;
      subscriber = new Redis(options.redisUrl, {
        connectTimeout: 2_000,
        lazyConnect: true,
        autoResubscribe: false,
      });
      subscriber.on('error', options.onError);
      subscriber.on('message', refreshQuietly);
      // Without Redis the poll still brings the change; a failed subscribe is only a warning.
      void keepSubscribed(subscriber, options.channel, options.onError);
    },

    current(): ProviderKeys {
      if (!keys) throw new Error('key ring not started');
      return keys;
    },

    /** Re-reads now; at most once a second, so tokens with made-up key ids cannot flood it. */
    async refreshForUnknownKey(): Promise<ProviderKeys> {
      const now = Date.now();
      if (now - lastForced >= 1000) {
        lastForced = now;
        await refresh();
      }
      return this.current();
    },

    refresh,

    onChange(listener: (keys: ProviderKeys) => void): void {
      listeners.push(listener);
    },

    stop(): void {
      clearInterval(timer);
      subscriber?.disconnect();
    },
  };
}

export type KeyRing = ReturnType<typeof createKeyRing>;

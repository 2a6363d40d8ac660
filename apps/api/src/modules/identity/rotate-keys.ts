import { Redis } from 'ioredis';
import type { KeyRepository } from './key-repository.ts';
import { redisNames } from '../../redis/redis-names.ts';

export interface RotationOptions {
  keys: KeyRepository;
  redisUrl: string | undefined;
  /** The deployment's REDIS_PREFIX: only its own instances hear the notice. */
  redisPrefix: string;
  /** How long every instance needs to re-read the key set: KEY_REFRESH_SECONDS plus a margin. */
  settleMs: number;
  log: (line: string) => void;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
}

/** Tells every instance to re-read the key set now; without Redis they poll. */
async function announce(options: RotationOptions) {
  const { redisUrl, log } = options;
  if (!redisUrl) return;
  const redis = new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  try {
    const listeners = await redis.publish(redisNames(options.redisPrefix).keyChannel, 'changed');
    log(`announced on Redis to ${listeners} instance(s)`);
  } catch {
    log('Redis notice failed; instances pick the change up by polling');
  } finally {
    redis.disconnect();
  }
}

export async function stageKeys(options: RotationOptions) {
  const staged = await options.keys.stage();
  options.log(`staged signing key ${staged.signing} and a cookie secret (verify only)`);
  await announce(options);
  return staged;
}

export async function promoteKeys(options: RotationOptions) {
  const now = options.now ?? (() => new Date());
  const promoted = await options.keys.promote(now());
  options.log(
    promoted
      ? `promoted ${promoted} staged key(s); the previous signers are retired (verify only)`
      : 'nothing staged to promote',
  );
  await announce(options);
  return promoted;
}

/**
 * The whole rotation (decision 042): stage new keys, wait until every instance has re-read
 * them (so each one accepts what the others will sign), then promote them. Retired keys keep
 * verifying until `prune`.
 */
export async function rotateKeys(options: RotationOptions) {
  const sleep = options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  const staged = await stageKeys(options);
  options.log(`waiting ${Math.ceil(options.settleMs / 1000)} s for every instance to re-read`);
  await sleep(options.settleMs);
  await promoteKeys(options);
  return staged;
}

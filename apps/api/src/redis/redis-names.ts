/**
 * Every Redis key and channel of one deployment, under its `REDIS_PREFIX` (decision 093):
 * deployments that share a Redis (staging beside production, a restore drill) neither read each
 * other's counters and totals nor hear each other's notices. Pub/sub channels span Redis's
 * numbered databases, so a database number alone would not separate them.
 */
export function redisNames(prefix: string) {
  return {
    /** Rate-limit counters: `<prefix>-rate-limit:<METHOD><route>-max<N>:<address>`. */
    rateLimit: `${prefix}-rate-limit:`,
    /** The shared live-totals snapshot. */
    totals: `${prefix}:count:totals:v1`,
    /** Last good answers while the database is away (decision 122): `<prefix>:last-good:<sha1>`. */
    lastGood: `${prefix}:last-good:`,
    /** An office edit: every instance re-reads the content version. */
    contentChannel: `${prefix}:content-version`,
    /** `keys:rotate` changed the key set: every instance re-reads it. */
    keyChannel: `${prefix}:identity-keys`,
    /** Each instance's last heartbeat (a hash: instance id → JSON), for the office's health. */
    instances: `${prefix}:instances`,
  };
}

export type RedisNames = ReturnType<typeof redisNames>;

/** The default prefix; the names above are then those of every release before the prefix. */
export const DEFAULT_REDIS_PREFIX = 'tvt';

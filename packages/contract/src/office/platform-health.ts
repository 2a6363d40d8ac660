import * as z from 'zod/mini';

/** One server instance as its last heartbeat in Redis said it was. */
const instance = z.object({
  /** Host name, process id and a random suffix: `web-2:41:9f3a`. */
  id: z.string(),
  /** The release it runs (the API package's version). */
  version: z.string(),
  /** `ready`, or `degraded` while it serves without Redis or its database check failed. */
  state: z.enum(['ready', 'degraded']),
  /** Why it is degraded (Dutch), else null. */
  note: z.nullable(z.string()),
  startedAt: z.string(),
  uptimeSeconds: z.int(),
  /** Its last heartbeat, ISO 8601; an instance missing three heartbeats is left out. */
  seenAt: z.string(),
  /** Requests it answered in the last minute, and the share of them answered 5xx (0–1). */
  requestsLastMinute: z.int(),
  errorRate: z.number(),
  /** Its database check at the heartbeat: `ok` or `unavailable`. */
  database: z.enum(['ok', 'unavailable']),
  /** True for the instance that answered this request. */
  self: z.boolean(),
});
export type PlatformInstance = z.infer<typeof instance>;

/** `GET {office}/platform-health`: the platform as the instances report it (any office role). */
export const platformHealthResponse = z.object({
  checkedAt: z.string(),
  /** The database as the answering instance found it now, with the check's time in ms. */
  database: z.object({ state: z.enum(['ok', 'unavailable']), latencyMs: z.nullable(z.int()) }),
  /**
   * The shared Redis: `ok`, `unavailable` (instances then fall back to their own limits and
   * totals, and only the answering one can be listed) or `absent` (no REDIS_URL: one instance).
   */
  redis: z.enum(['ok', 'unavailable', 'absent']),
  /** Every instance with a recent heartbeat, the answering one first. */
  instances: z.array(instance),
  /** All listed instances together: requests in the last minute and the share answered 5xx. */
  requestsLastMinute: z.int(),
  errorRate: z.number(),
});
export type PlatformHealth = z.infer<typeof platformHealthResponse>;

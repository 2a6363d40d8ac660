import { Redis, type RedisOptions } from 'ioredis';

export interface RedisLinkOptions {
  /** A command that has not answered in this time fails (ioredis `commandTimeout`). */
  commandTimeoutMs: number;
  /** While the breaker is open, a PING probes Redis this often; the first answer closes it. */
  probeMs: number;
  onStateChange?: (up: boolean, error?: unknown) => void;
  /** For the notice subscriber: its commands may wait for a connection (no caller waits). */
  queueOffline?: boolean;
}

/**
 * One Redis connection that fails fast (decision 041). No command waits for a connection
 * (no offline queue, no retries per request, a command timeout of a few hundred ms), and a
 * breaker stops asking Redis at all after one failure until a background PING answers, so
 * while Redis is away or silent the callers go straight to their per-instance fallback and no
 * request pays a timeout.
 */
export function createRedisLink(url: string, options: RedisLinkOptions) {
  const redisOptions: RedisOptions = {
    connectTimeout: Math.max(options.commandTimeoutMs, 500),
    commandTimeout: options.commandTimeoutMs,
    enableOfflineQueue: options.queueOffline ?? false,
    maxRetriesPerRequest: options.queueOffline ? null : 0,
    // Reconnect with backoff, forever: Redis coming back must be noticed without a restart.
    retryStrategy: (times) => Math.min(times * 200, 5_000),
    // Its re-subscribe after a reconnect leaves a failure unhandled; keepSubscribed() does it.
    autoResubscribe: false,
  };
  const client = new Redis(url, redisOptions);
  let open = false;
  let probe: NodeJS.Timeout | undefined;
  let closed = false;

  function setOpen(next: boolean, error?: unknown) {
    if (next === open) return;
    open = next;
    options.onStateChange?.(!next, error);
  }

  function scheduleProbe() {
    if (probe || closed) return;
    probe = setTimeout(() => {
      probe = undefined;
      client.ping().then(
        () => setOpen(false),
        () => scheduleProbe(),
      );
    }, options.probeMs);
    probe.unref();
  }

  // Connection events: errors are expected while Redis is away and are reported as a state.
  client.on('error', (error: unknown) => {
    if (!open) setOpen(true, error);
    scheduleProbe();
  });
  client.on('ready', () => setOpen(false));

  return {
    client,
    /**
     * Resolves once the first connection is ready, or after the connect timeout: an instance
     * that starts beside a reachable Redis counts its first requests there, not in memory.
     */
    whenReady(): Promise<void> {
      if (client.status === 'ready') return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(done, redisOptions.connectTimeout);
        function done() {
          clearTimeout(timer);
          client.off('ready', done);
          resolve();
        }
        client.once('ready', done);
      });
    },
    /** Whether to ask Redis now; false while it is away, silent or not yet ready. */
    available: () => !closed && !open && client.status === 'ready',
    /** A command failed or timed out: stop asking until a probe answers. */
    failed(error: unknown) {
      setOpen(true, error);
      // A timed-out command stays in the connection's reply queue: later replies would be
      // matched to the wrong commands. A silent path is likely dead anyway: start afresh.
      if (error instanceof Error && /timed out/i.test(error.message)) client.disconnect(true);
      scheduleProbe();
    },
    async close() {
      closed = true;
      if (probe) clearTimeout(probe);
      // quit() would wait for a silent server; disconnect() does not.
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}

export type RedisLink = ReturnType<typeof createRedisLink>;

import { Command, Redis, type RedisOptions } from 'ioredis';

export interface RedisLinkOptions {
  /** A command that has not answered in this time fails (ioredis `commandTimeout`). */
  commandTimeoutMs: number;
  /** While the breaker is open, a PING probes Redis this often; a quick answer closes it. */
  probeMs: number;
  /**
   * Failure episodes (a failed command and the PING that checks it) within
   * {@link EPISODE_WINDOW_MS} that open the breaker although each PING answered: Redis up but
   * too slow for requests to wait on.
   */
  breakerFailures?: number;
  onStateChange?: (up: boolean, error?: unknown) => void;
  /** For the notice subscriber: its commands may wait for a connection (no caller waits). */
  queueOffline?: boolean;
  now?: () => number;
}

/** How far back failure episodes count towards opening the breaker. */
export const EPISODE_WINDOW_MS = 30_000;

/** The check PING's budget: long enough for a busy core, short enough to notice an outage fast. */
export const checkBudgetMs = (commandTimeoutMs: number) => Math.max(1_000, 5 * commandTimeoutMs);

/**
 * One Redis connection that fails fast (decision 041) and judges Redis away only on evidence
 * (decision 094). No command waits for a connection (no offline queue, no retries per request,
 * a command timeout of a few hundred ms). A failed command starts a check: a PING with a
 * generous budget. The breaker opens (callers skip Redis and use their per-instance fallback)
 * when the connection is lost, when that PING fails, or after `breakerFailures` failure
 * episodes within 30 s; one slow command on a busy core does not open it. While open, a PING
 * every `probeMs` that answers within the command timeout closes it again.
 */
export function createRedisLink(url: string, options: RedisLinkOptions) {
  const now = options.now ?? Date.now;
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
  const checkMs = checkBudgetMs(options.commandTimeoutMs);
  const breakerFailures = options.breakerFailures ?? 3;
  let open = false;
  let openedAt = 0;
  let probe: NodeJS.Timeout | undefined;
  let checking = false;
  let closed = false;
  let episodes: number[] = [];
  const stats = { failures: 0, opens: 0, degradedMs: 0 };

  function setOpen(next: boolean, error?: unknown) {
    if (next === open) return;
    open = next;
    if (next) {
      stats.opens += 1;
      openedAt = now();
    } else {
      stats.degradedMs += now() - openedAt;
      episodes = [];
    }
    options.onStateChange?.(!next, error);
  }

  /**
   * A PING within `limitMs`; the late reply of a timed-out PING is simply dropped. Its own
   * timer is set before the client's `commandTimeout` would be (ioredis keeps the first), so
   * the check really gets its longer budget.
   */
  function ping(limitMs: number): Promise<void> {
    const command = new Command('ping', []);
    command.setTimeout(limitMs);
    void client.sendCommand(command);
    return command.promise.then(() => undefined);
  }

  function scheduleProbe() {
    if (probe || closed) return;
    probe = setTimeout(() => {
      probe = undefined;
      ping(options.commandTimeoutMs).then(
        () => setOpen(false),
        () => scheduleProbe(),
      );
    }, options.probeMs);
    probe.unref();
  }

  function trip(error: unknown, reconnect: boolean) {
    setOpen(true, error);
    // A silent path is likely dead: start afresh rather than wait for TCP to notice. (Not when
    // PING answered: the reconnect's 'ready' would close the breaker again at once.)
    if (reconnect && client.status === 'ready') client.disconnect(true);
    scheduleProbe();
  }

  /** One failure episode: a PING decides whether Redis is away or was only slow once. */
  function check(error: unknown) {
    if (checking || open || closed) return;
    checking = true;
    const started = now();
    episodes = [...episodes.filter((t) => started - t < EPISODE_WINDOW_MS), started];
    ping(checkMs).then(
      () => {
        checking = false;
        if (episodes.length >= breakerFailures) trip(error, false);
      },
      (pingError: unknown) => {
        checking = false;
        trip(pingError, true);
      },
    );
  }

  // Connection events: the connection is lost, which is evidence enough.
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
    /** A command failed or timed out: the caller fell back; a PING checks whether Redis is away. */
    failed(error: unknown) {
      stats.failures += 1;
      if (client.status !== 'ready') trip(error, false);
      else check(error);
    },
    /** For /metrics: failed commands, breaker openings, and time spent open, all since start. */
    stats() {
      const current = open ? now() - openedAt : 0;
      return { ...stats, degradedMs: stats.degradedMs + current, up: !open && !closed };
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

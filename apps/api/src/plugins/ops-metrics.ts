import { Counter, Gauge, Histogram, type Metric } from 'prom-client';

export interface OpsMetricsSources {
  /** PostgreSQL's pool; absent on PGlite (one in-process connection). */
  poolStats: (() => { inUse: number; idle: number; waiting: number }) | undefined;
  /** The shared Redis connection's state and its figures since start; absent without REDIS_URL. */
  redis: (() => { up: boolean; failures: number; opens: number; degradedMs: number }) | undefined;
}

/**
 * The operator's figures (issue 11) beside the HTTP ones: the database pool, Redis, counts
 * stored and the group commit's batch sizes, totals recomputation time. Created by the
 * composition root (which feeds them) with no registry; app.ts adds them to /metrics.
 */
export function createOpsMetrics(sources: OpsMetricsSources) {
  const registers: never[] = [];
  const countsStored = new Counter({
    name: 'tvt_counts_stored_total',
    help: 'Counts stored by this instance (a repeated countId is not counted again)',
    registers,
  });
  const batchSize = new Histogram({
    name: 'tvt_count_batch_size',
    help: 'Counts per group-commit statement',
    buckets: [1, 2, 5, 10, 20, 50, 100],
    registers,
  });
  const totalsRecompute = new Histogram({
    name: 'tvt_totals_recompute_seconds',
    help: 'Time to recompute the live totals snapshot',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const metrics: Metric[] = [countsStored, batchSize, totalsRecompute];
  const { poolStats, redis } = sources;
  if (poolStats) {
    metrics.push(
      new Gauge({
        name: 'tvt_db_pool_connections',
        help: 'PostgreSQL pool connections by state (in_use, idle) and requests waiting for one',
        labelNames: ['state'] as const,
        registers,
        collect() {
          const stats = poolStats();
          this.set({ state: 'in_use' }, stats.inUse);
          this.set({ state: 'idle' }, stats.idle);
          this.set({ state: 'waiting' }, stats.waiting);
        },
      }),
    );
  }
  if (redis) {
    // Counters since start, so an outage between two scrapes still shows (decision 094).
    const total = (name: string, help: string, value: () => number) =>
      new Counter({
        name,
        help,
        registers,
        collect() {
          this.reset();
          this.inc(value());
        },
      });
    metrics.push(
      new Gauge({
        name: 'tvt_redis_up',
        help: '1 while the shared Redis is used (breaker closed), else 0',
        registers,
        collect() {
          this.set(redis().up ? 1 : 0);
        },
      }),
      total(
        'tvt_redis_command_failures_total',
        'Redis commands that failed or timed out (each fell back to this instance)',
        () => redis().failures,
      ),
      total(
        'tvt_redis_breaker_opens_total',
        'Times Redis was judged away (connection lost, check PING failed, or too slow)',
        () => redis().opens,
      ),
      total(
        'tvt_redis_degraded_seconds_total',
        'Seconds this instance served without Redis (breaker open)',
        () => redis().degradedMs / 1000,
      ),
    );
  }
  return {
    metrics,
    countBatch: (size: number, stored: number): void => {
      batchSize.observe(size);
      countsStored.inc(stored);
    },
    totalsRecomputed: (seconds: number): void => {
      totalsRecompute.observe(seconds);
    },
  };
}

export type OpsMetrics = ReturnType<typeof createOpsMetrics>;

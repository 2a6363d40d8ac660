import type { PlatformHealth } from '@tvt/contract/office';
import type { Heartbeat } from './heartbeat.ts';

export interface PlatformHealthDeps {
  heartbeat: Heartbeat;
  /** The database check with its time in ms; null when it failed or timed out. */
  databaseLatency: () => Promise<number | null>;
  redis: () => PlatformHealth['redis'];
  now: () => Date;
}

/** The office's view of the platform: every instance's heartbeat, the database, Redis. */
export function createPlatformHealthService(deps: PlatformHealthDeps) {
  return {
    async overview(): Promise<PlatformHealth> {
      const [latencyMs, instances] = await Promise.all([
        deps.databaseLatency(),
        deps.heartbeat.list(),
      ]);
      const requests = instances.reduce((sum, i) => sum + i.requestsLastMinute, 0);
      const errors = instances.reduce((sum, i) => sum + i.errorRate * i.requestsLastMinute, 0);
      return {
        checkedAt: deps.now().toISOString(),
        database: { state: latencyMs === null ? 'unavailable' : 'ok', latencyMs },
        redis: deps.redis(),
        instances,
        requestsLastMinute: requests,
        errorRate: requests > 0 ? errors / requests : 0,
      };
    },
  };
}

export type PlatformHealthService = ReturnType<typeof createPlatformHealthService>;

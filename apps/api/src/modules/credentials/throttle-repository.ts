import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginThrottle } from '../../db/schema/index.ts';

export function createThrottleRepository(db: Db) {
  return {
    /** Failures of `key` within the window that started after `since`. */
    async failures(key: string, since: Date): Promise<number> {
      const rows = await db
        .select({ failures: loginThrottle.failures })
        .from(loginThrottle)
        .where(and(eq(loginThrottle.key, key), gte(loginThrottle.windowStart, since)))
        .limit(1);
      return rows[0]?.failures ?? 0;
    },

    /** One more failure; a window older than `since` starts over at 1. */
    async recordFailure(key: string, now: Date, since: Date): Promise<void> {
      await db
        .insert(loginThrottle)
        .values({ key, failures: 1, windowStart: now })
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: {
            failures: sql`case when ${loginThrottle.windowStart} < ${since.toISOString()}::timestamptz then 1 else ${loginThrottle.failures} + 1 end`,
            windowStart: sql`case when ${loginThrottle.windowStart} < ${since.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${loginThrottle.windowStart} end`,
          },
        });
    },

    /**
     * One more event of `key` (a window older than `since` starts over) and the count after it,
     * in one statement: a burst of parallel requests cannot all read the same old count.
     */
    async hit(key: string, now: Date, since: Date): Promise<number> {
      const rows = await db
        .insert(loginThrottle)
        .values({ key, failures: 1, windowStart: now })
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: {
            failures: sql`case when ${loginThrottle.windowStart} < ${since.toISOString()}::timestamptz then 1 else ${loginThrottle.failures} + 1 end`,
            windowStart: sql`case when ${loginThrottle.windowStart} < ${since.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${loginThrottle.windowStart} end`,
          },
        })
        .returning({ failures: loginThrottle.failures });
      return rows[0]?.failures ?? 1;
    },

    async clear(key: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
    },

    async deleteOlderThan(since: Date): Promise<void> {
      await db.delete(loginThrottle).where(lt(loginThrottle.windowStart, since));
    },
  };
}

export type ThrottleRepository = ReturnType<typeof createThrottleRepository>;

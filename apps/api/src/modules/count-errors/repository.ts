import { count, desc, gte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { countError } from '../../db/schema/index.ts';

export type NewCountError = Omit<typeof countError.$inferInsert, 'id' | 'receivedAt'>;

export function createCountErrorRepository(db: Db) {
  return {
    async insert(report: NewCountError): Promise<number> {
      const rows = await db.insert(countError).values(report).returning({ id: countError.id });
      return rows[0]!.id;
    },

    /** How many reports arrived since `hourAgo`, since `dayAgo`, and ever. */
    async counts(hourAgo: Date, dayAgo: Date) {
      const [row] = await db
        .select({
          total: count(),
          lastHour: sql<string>`count(*) filter (where ${countError.receivedAt} >= ${hourAgo})`,
          lastDay: sql<string>`count(*) filter (where ${countError.receivedAt} >= ${dayAgo})`,
        })
        .from(countError);
      return {
        total: row?.total ?? 0,
        lastHour: Number(row?.lastHour ?? 0),
        lastDay: Number(row?.lastDay ?? 0),
      };
    },

    /** The reports since `since` by step and message, most frequent first. */
    async groups(since: Date, limit: number) {
      const reports = count();
      const rows = await db
        .select({
          functionName: countError.functionName,
          message: countError.errorMessage,
          reports,
          last: max(countError.receivedAt),
        })
        .from(countError)
        .where(gte(countError.receivedAt, since))
        .groupBy(countError.functionName, countError.errorMessage)
        .orderBy(desc(reports), desc(max(countError.receivedAt)))
        .limit(limit);
      return rows.map((row) => ({
        functionName: row.functionName,
        message: row.message,
        reports: row.reports,
        last: new Date(row.last ?? since).toISOString(),
      }));
    },
  };
}

export type CountErrorRepository = ReturnType<typeof createCountErrorRepository>;

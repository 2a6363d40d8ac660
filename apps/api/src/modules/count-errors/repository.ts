import type { Db } from '../../db/database.ts';
import { countError } from '../../db/schema/index.ts';

export type NewCountError = Omit<typeof countError.$inferInsert, 'id' | 'receivedAt'>;

export function createCountErrorRepository(db: Db) {
  return {
    async insert(report: NewCountError): Promise<number> {
      const rows = await db.insert(countError).values(report).returning({ id: countError.id });
      return rows[0]!.id;
    },
  };
}

export type CountErrorRepository = ReturnType<typeof createCountErrorRepository>;

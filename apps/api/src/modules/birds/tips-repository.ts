import { asc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { birdTip } from '../../db/schema/index.ts';

export interface TipFields {
  name: string;
  title: string;
  text: string;
  birdId: string;
}

const tipColumns = {
  id: birdTip.id,
  name: birdTip.name,
  title: birdTip.title,
  text: birdTip.text,
  birdId: birdTip.birdId,
  image: birdTip.image,
  position: birdTip.position,
};

/** The tips (table `bird_tip`): the guide reads them, the office writes them. */
export function createBirdTipsRepository(db: Db) {
  return {
    listTips: () =>
      db.select(tipColumns).from(birdTip).orderBy(asc(birdTip.position), asc(birdTip.id)),

    async findTip(id: number) {
      const rows = await db.select(tipColumns).from(birdTip).where(eq(birdTip.id, id)).limit(1);
      return rows[0];
    },

    async tipNameTaken(name: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: birdTip.id })
        .from(birdTip)
        .where(eq(birdTip.name, name))
        .limit(1);
      return rows[0] !== undefined && rows[0].id !== exceptId;
    },

    /** A new tip after the last one. */
    async insertTip(fields: TipFields) {
      const [last] = await db.select({ position: max(birdTip.position) }).from(birdTip);
      const rows = await db
        .insert(birdTip)
        .values({ ...fields, position: (last?.position ?? 0) + 1 })
        .returning(tipColumns);
      return rows[0]!;
    },

    async updateTip(id: number, fields: Partial<TipFields> & { image?: string | null }) {
      const rows = await db
        .update(birdTip)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(birdTip.id, id))
        .returning(tipColumns);
      return rows[0];
    },

    async deleteTip(id: number): Promise<boolean> {
      const rows = await db.delete(birdTip).where(eq(birdTip.id, id)).returning({ id: birdTip.id });
      return rows.length > 0;
    },
  };
}

export type BirdTipsRepository = ReturnType<typeof createBirdTipsRepository>;

import { eq, sql } from 'drizzle-orm';
import {
  COORDINATE_PRECISIONS,
  DATASET_LICENCES,
  DEFAULT_DATASET_SETTINGS,
  type DatasetSettings,
} from '@tvt/domain';
import type { Db } from '../../db/database.ts';
import { researchSettings } from '../../db/schema/index.ts';

const ROW_ID = 1;

/** The research dataset's settings (one row); the defaults until the office saves them. */
export function createResearchSettingsRepository(db: Db) {
  return {
    async read(): Promise<DatasetSettings> {
      const [row] = await db
        .select()
        .from(researchSettings)
        .where(eq(researchSettings.id, ROW_ID))
        .limit(1);
      if (!row) return DEFAULT_DATASET_SETTINGS;
      return {
        licence:
          row.licence in DATASET_LICENCES
            ? (row.licence as DatasetSettings['licence'])
            : 'CC-BY-4.0',
        rightsHolder: row.rightsHolder,
        organisation: row.organisation,
        contactEmail: row.contactEmail,
        coordinatePrecision: (COORDINATE_PRECISIONS as readonly string[]).includes(
          row.coordinatePrecision,
        )
          ? (row.coordinatePrecision as DatasetSettings['coordinatePrecision'])
          : 'pc4',
      };
    },

    async save(settings: DatasetSettings): Promise<void> {
      await db
        .insert(researchSettings)
        .values({ id: ROW_ID, ...settings })
        .onConflictDoUpdate({
          target: researchSettings.id,
          set: { ...settings, updatedAt: sql`now()` },
        });
    },
  };
}

export type ResearchSettingsRepository = ReturnType<typeof createResearchSettingsRepository>;

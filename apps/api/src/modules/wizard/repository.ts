import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bird } from '../../db/schema/index.ts';

export function createWizardRepository(db: Db) {
  return {
    /** Every species with what the wizard compares, most counted first (about a hundred rows). */
    async traits() {
      const rows = await db
        .select({
          id: bird.id,
          name: bird.name,
          commonness: bird.commonness,
          sizeClass: bird.sizeClass,
          alsoSizes: bird.alsoSizes,
          colours: bird.colours,
          silhouette: bird.silhouette,
          alsoSilhouettes: bird.alsoSilhouettes,
          beak: bird.beak,
          alsoBeaks: bird.alsoBeaks,
        })
        .from(bird)
        .orderBy(asc(bird.commonness), asc(bird.id));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        commonness: r.commonness,
        sizes: [r.sizeClass, ...r.alsoSizes],
        colours: r.colours,
        silhouettes: [r.silhouette, ...r.alsoSilhouettes],
        beaks: [r.beak, ...r.alsoBeaks],
      }));
    },
  };
}

export type WizardRepository = ReturnType<typeof createWizardRepository>;

import { asc, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bird } from '../../db/schema/index.ts';

export interface QuizCandidate {
  id: string;
  name: string;
  sizeClass: number;
  silhouette: number;
  similar: string[];
}

/**
 * What other modules read of each species (the quiz, the wizard, the research export's species
 * list); the birds module owns the bird table.
 */
export function createBirdTraitsRepository(db: Db) {
  return {
    /** The species a quiz draws from: the garden birds up to `maxRank` in the commonness ranking. */
    async quizCandidates(maxRank: number): Promise<QuizCandidate[]> {
      return db
        .select({
          id: bird.id,
          name: bird.name,
          sizeClass: bird.sizeClass,
          silhouette: bird.silhouette,
          similar: bird.similar,
        })
        .from(bird)
        .where(lte(bird.commonness, maxRank))
        .orderBy(asc(bird.commonness), asc(bird.id));
    },

    /** Every species with what the wizard compares, most counted first (about a hundred rows). */
    async wizardTraits() {
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

    /** Each species' ids and names, by id: what a campaign's species list is taken from. */
    async speciesNames(): Promise<
      { birdId: string; tvtbirdid: number; name: string; scientificName: string }[]
    > {
      return db
        .select({
          birdId: bird.id,
          tvtbirdid: bird.tvtbirdid,
          name: bird.name,
          scientificName: bird.scientificName,
        })
        .from(bird)
        .orderBy(asc(bird.id));
    },
  };
}

export type BirdTraitsRepository = ReturnType<typeof createBirdTraitsRepository>;

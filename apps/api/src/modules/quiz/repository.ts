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

export function createQuizRepository(db: Db) {
  return {
    /** The species a quiz draws from: the garden birds up to `maxRank` in the commonness ranking. */
    async candidates(maxRank: number): Promise<QuizCandidate[]> {
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
  };
}

export type QuizRepository = ReturnType<typeof createQuizRepository>;

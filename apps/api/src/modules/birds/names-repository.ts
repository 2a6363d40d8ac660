import { QueryBuilder } from 'drizzle-orm/pg-core';
import { bird } from '../../db/schema/index.ts';

/**
 * The species' names and thresholds as a subquery another module's statement joins, under the
 * name `as` (a count's birds with their names; the top species of the results). The owner
 * writes the SQL that names `bird`; PostgreSQL folds the subquery into the join.
 */
export function birdNames(as: string) {
  return new QueryBuilder()
    .select({ id: bird.id, name: bird.name, thresholdvalue: bird.thresholdvalue })
    .from(bird)
    .as(as);
}

import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { countSubmission } from './count.ts';

/**
 * The results per campaign and area ('NL', a province 'PV27', a municipality 'GM0363'), kept up
 * to date in the statement that stores a count and when a count is excluded or included again.
 * A previous campaign's figures may be loaded instead by `results:import`.
 */
export const resultArea = pgTable(
  'result_area',
  {
    campaignYear: integer('campaign_year').notNull(),
    areaCode: text('area_code').notNull(),
    /** Counts (gardens) in the results. */
    counts: integer('counts').notNull(),
    /** The people who counted: the sum of each count's `participants`. */
    people: integer('people').notNull(),
    /** The sum of each count's `birdsCountedTotal` ('Niet herkend' included). */
    birds: bigint('birds', { mode: 'number' }).notNull(),
    /** The database's clock at the last change, so every instance answers the same bytes. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.campaignYear, table.areaCode] })],
);

/** Per campaign, area and species: birds counted and the counts (gardens) that saw it. */
export const resultSpecies = pgTable(
  'result_species',
  {
    campaignYear: integer('campaign_year').notNull(),
    areaCode: text('area_code').notNull(),
    birdId: text('bird_id').notNull(),
    birds: bigint('birds', { mode: 'number' }).notNull(),
    gardens: integer('gardens').notNull(),
  },
  (table) => [primaryKey({ columns: [table.campaignYear, table.areaCode, table.birdId] })],
);

/**
 * What stored counts add to `result_area`, not yet folded in (decision 120): the count insert
 * appends here (no key, so concurrent batches never wait on a shared row), and a fold moves the
 * rows into `result_area` in one statement (`../modules/results/repository.ts`, `foldPending`).
 * No index: the rows live a moment, and an index would be one more write per batch.
 */
export const resultAreaPending = pgTable('result_area_pending', {
  campaignYear: integer('campaign_year').notNull(),
  areaCode: text('area_code').notNull(),
  counts: integer('counts').notNull(),
  people: integer('people').notNull(),
  birds: bigint('birds', { mode: 'number' }).notNull(),
});

/** The same for `result_species`. */
export const resultSpeciesPending = pgTable('result_species_pending', {
  campaignYear: integer('campaign_year').notNull(),
  areaCode: text('area_code').notNull(),
  birdId: text('bird_id').notNull(),
  birds: bigint('birds', { mode: 'number' }).notNull(),
  gardens: integer('gardens').notNull(),
});

/** Who excluded a count from the results, or included it again, and why. */
export const countExclusion = pgTable(
  'count_exclusion',
  {
    id: serial('id').primaryKey(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => countSubmission.id, { onDelete: 'cascade' }),
    /** True: left out of the results; false: included again. */
    excluded: boolean('excluded').notNull(),
    reason: text('reason').notNull(),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('count_exclusion_submission_idx').on(table.submissionId)],
);

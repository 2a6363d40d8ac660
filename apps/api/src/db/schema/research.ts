import { integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * A campaign's species list as it stood when its counting began (decision 099): the research
 * export's species columns and the Darwin Core Archive's occurrences come from it, so later
 * office edits to the bird table change neither. 'Niet herkend' ('97') is not stored: it is
 * always the last entry (Aves, class).
 */
export const campaignSpecies = pgTable(
  'campaign_species',
  {
    campaignYear: integer('campaign_year').notNull(),
    /** 1-based; the export's column order. A species counted later is appended. */
    position: integer('position').notNull(),
    birdId: text('bird_id').notNull(),
    tvtbirdid: integer('tvtbirdid').notNull(),
    /** Dutch name at freezing. */
    name: text('name').notNull(),
    scientificName: text('scientific_name').notNull(),
    taxonRank: text('taxon_rank').notNull(),
    frozenAt: timestamp('frozen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.campaignYear, table.birdId] }),
    unique('campaign_species_position_key').on(table.campaignYear, table.position),
  ],
);

/**
 * The research dataset's settings from the office (issue 34): one row (`id` 1); absent, the
 * defaults of `DEFAULT_DATASET_SETTINGS` in @tvt/domain apply.
 */
export const researchSettings = pgTable('research_settings', {
  id: integer('id').primaryKey(),
  licence: text('licence').notNull(),
  rightsHolder: text('rights_holder').notNull(),
  organisation: text('organisation').notNull(),
  contactEmail: text('contact_email').notNull(),
  coordinatePrecision: text('coordinate_precision').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per campaign year. The app follows, among the active rows, the one whose phase 1 started
 * last (`currentCampaign` in @tvt/domain): a prepared next year takes over at its phase 1 start.
 */
export const campaign = pgTable('campaign', {
  id: serial('id').primaryKey(),
  year: integer('year').notNull().unique(),
  name: text('name').notNull(),
  tag: text('tag').notNull(),
  phase1Start: timestamp('phase1_start', { withTimezone: true }).notNull(),
  phase2Start: timestamp('phase2_start', { withTimezone: true }).notNull(),
  phase3Start: timestamp('phase3_start', { withTimezone: true }).notNull(),
  active: boolean('active').notNull().default(false),
  /** The external links set in the office (`CampaignLinkSet`); a missing key is unset. */
  links: jsonb('links').$type<Record<string, string | null>>().notNull().default({}),
  /** The segment banners set in the office (`CampaignBanners`); a missing segment keeps the default. */
  banners: jsonb('banners')
    .$type<Record<string, { text: string | null; imageId: string | null }>>()
    .notNull()
    .default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

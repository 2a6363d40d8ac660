import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per campaign year; the app follows the active one (see the campaign repository). */
export const campaign = pgTable('campaign', {
  id: serial('id').primaryKey(),
  year: integer('year').notNull().unique(),
  name: text('name').notNull(),
  tag: text('tag').notNull(),
  phase1Start: timestamp('phase1_start', { withTimezone: true }).notNull(),
  phase2Start: timestamp('phase2_start', { withTimezone: true }).notNull(),
  phase3Start: timestamp('phase3_start', { withTimezone: true }).notNull(),
  active: boolean('active').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Records each default item the seed has inserted once, so that an operator's later edit or
 * deletion of seeded content is never undone by the next start.
 */
export const seedMarker = pgTable('seed_marker', {
  key: text('key').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per kind of organisation-edited content ('content': birds, tips, texts, quiz pool,
 * wizard, CDN files). Every edit bumps `version`; instances that cache content poll it, so they
 * converge even when the Redis notice is lost.
 */
export const contentVersion = pgTable('content_version', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

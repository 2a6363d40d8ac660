import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { countSubmission } from './count.ts';

/**
 * A count the moderation scan flagged (issue 12), with the office's decision. A count with no
 * reason has no row. The count itself is never deleted: excluding goes through the results'
 * exclusion (`count_submission.excluded`, `count_exclusion`).
 */
export const moderationItem = pgTable(
  'moderation_item',
  {
    submissionId: uuid('submission_id')
      .primaryKey()
      .references(() => countSubmission.id, { onDelete: 'cascade' }),
    campaignYear: integer('campaign_year').notNull(),
    /** The domain's `ModerationReason`s that applied when the scan saw it. */
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    /** `waiting`, `accepted` or `excluded`. */
    state: text('state').notNull().default('waiting'),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The office account that decided last (an id, never a name or e-mail). */
    decidedBy: text('decided_by'),
    /** The reason given with the last exclusion. */
    note: text('note'),
  },
  (table) => [
    index('moderation_item_state_idx').on(table.state, table.campaignYear, table.flaggedAt),
  ],
);

/** How far the scan has read `count_submission` in (received_at, id) order: one row. */
export const moderationScan = pgTable('moderation_scan', {
  id: integer('id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  submissionId: uuid('submission_id').notNull(),
});

/** The random key of the client-address hashes (HMAC-SHA-256), made once: one row. */
export const moderationKey = pgTable('moderation_key', {
  id: integer('id').primaryKey(),
  secret: text('secret').notNull(),
});

import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A person who asked for a reminder when the count starts (issue 12, decision 080). The address
 * is kept in the clear because the reminder must reach it; the tokens in the mails stand for it,
 * so no address ever travels in a URL.
 */
export const reminderSignup = pgTable(
  'reminder_signup',
  {
    id: uuid('id').primaryKey(),
    campaignYear: integer('campaign_year').notNull(),
    /** Normalised (trimmed, lowercased), one row per address and campaign. */
    emailAddress: text('email_address').notNull(),
    /** 'unconfirmed' | 'confirmed' | 'unsubscribed' (domain `SignupStatus`). */
    status: text('status').notNull(),
    /** SHA-256 of the confirmation token mailed; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    /** The unsubscribe token every mail carries; it only ever unsubscribes this row. */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** A sender holds the row until then (claimed with FOR UPDATE SKIP LOCKED). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** When the reminder went to this address: set once, never sent again. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (table) => [
    unique('reminder_signup_campaign_email').on(table.campaignYear, table.emailAddress),
    index('reminder_signup_due_idx').on(table.campaignYear, table.status),
  ],
);

/** The reminder the office wrote for a campaign; sent from that campaign's phase 2 start. */
export const reminderMessage = pgTable('reminder_message', {
  campaignYear: integer('campaign_year').primaryKey(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  /** Off: a draft. On: sent from the phase 2 start. */
  scheduled: boolean('scheduled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

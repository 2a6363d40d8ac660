import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A participant's account: personal data, never joined into anything public. The password is
 * an scrypt hash string carrying its own parameters and salt. Accounts of an external issuer
 * (decision 026) have no password, carry that issuer's `subject`, and may lack an e-mail
 * address when the issuer gives none that is free to use.
 */
export const account = pgTable(
  'account',
  {
    id: uuid('id').primaryKey(),
    email: text('email').unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastNamePrefix: text('last_name_prefix'),
    lastName: text('last_name').notNull(),
    postalCode: text('postal_code').notNull(),
    streetNumber: text('street_number').notNull(),
    streetNumberAddition: text('street_number_addition'),
    street: text('street').notNull().default(''),
    city: text('city').notNull().default(''),
    /** External issuer and its `sub`; null for accounts of the embedded provider. */
    issuer: text('issuer'),
    subject: text('subject'),
    /** When the profile was last copied from the external issuer's userinfo. */
    profileSyncedAt: timestamp('profile_synced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('account_issuer_subject_unique').on(table.issuer, table.subject)],
);

/** A pending e-mail verification or password reset: only the code's hash, with an expiry. */
export const accountCode = pgTable(
  'account_code',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify' | 'reset'>().notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong guesses; the code is void after a few, so six digits cannot be brute-forced. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.purpose] })],
);

/** Spec 3 "Quiz": the server-side high score of a logged-in player. */
export const accountQuiz = pgTable('account_quiz', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => account.id, { onDelete: 'cascade' }),
  highscore: integer('highscore').notNull().default(0),
  highscoretime: integer('highscoretime').notNull().default(0),
  totalpoints: integer('totalpoints').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

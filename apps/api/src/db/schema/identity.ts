import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Key material of the embedded identity provider, generated on first start and shared by every
 * instance: `signing` rows are private JWKs (the newest signs, older ones still verify, so a
 * rotation is one new row), `cookie` rows sign the provider's cookies.
 */
export const identityKey = pgTable('identity_key', {
  kid: text('kid').primaryKey(),
  kind: text('kind').$type<'signing' | 'cookie'>().notNull(),
  material: jsonb('material').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** oidc-provider's models (Session, Grant, AuthorizationCode, RefreshToken, Interaction, …). */
export const oidcPayload = pgTable(
  'oidc_payload',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oidc_payload_grant_id_idx').on(table.grantId),
    index('oidc_payload_uid_idx').on(table.uid),
    index('oidc_payload_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Failed logins per key (`account:<sha256 of e-mail>` or `ip:<address>`) in a sliding window,
 * in the database so every instance throttles alike.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

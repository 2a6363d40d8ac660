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
  /**
   * Rotation (decision 042): `staged` verifies only, `active` signs (the newest active one) and
   * verifies, `retired` verifies only until `keys:rotate --prune` deletes it.
   */
  state: text('state').$type<'staged' | 'active' | 'retired'>().notNull().default('active'),
  stateChangedAt: timestamp('state_changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Access tokens revoked before their expiry (logout), by JWT id; rows go once expired. */
export const revokedToken = pgTable(
  'revoked_token',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('revoked_token_expires_at_idx').on(table.expiresAt)],
);

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

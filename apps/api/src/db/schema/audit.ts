import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { account } from './account.ts';

/**
 * Issue 12 "Audit log": every change made in the office and every export: who (the account,
 * null for an operator's command or a deleted account), when, what, and the state before and
 * after. Never updated, never deleted by the app.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorAccountId: uuid('actor_account_id').references(() => account.id, {
      onDelete: 'set null',
    }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_actor_idx').on(table.actorAccountId, table.at),
    index('audit_log_entity_idx').on(table.entity, table.entityId),
  ],
);

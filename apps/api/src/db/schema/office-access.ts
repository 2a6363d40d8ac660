import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { account } from './account.ts';

/**
 * Issue 12: the office roles of an account (`editor`, `moderator`, `admin`; admin implies the
 * others). One row per role held; deleting the account removes its roles.
 */
export const accountRole = pgTable(
  'account_role',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    role: text('role').$type<'editor' | 'moderator' | 'research' | 'admin'>().notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.role] })],
);

import { QueryBuilder } from 'drizzle-orm/pg-core';
import { account } from '../../db/schema/index.ts';

/**
 * The accounts' e-mail addresses as a subquery another module's statement joins, under the name
 * `as` (the audit log names its actors, the office lists role holders). The owner writes the
 * SQL that names `account`; PostgreSQL folds the subquery into the join, so the plan is the
 * plain join's.
 */
export function accountEmails(as: string) {
  return new QueryBuilder().select({ id: account.id, email: account.email }).from(account).as(as);
}

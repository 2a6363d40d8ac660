import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import { type OfficeRole, normaliseRoles } from '@tvt/domain';
import type { Db } from '../../db/database.ts';
import { accountRole } from '../../db/schema/index.ts';
import { accountEmails } from '../account/email-repository.ts';

export interface RoleHolderRow {
  accountId: string;
  email: string | null;
  roles: OfficeRole[];
}

/** A LIKE pattern that matches the text literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const SEARCH_LIMIT = 20;

/** Accounts by address (the account module's subquery); `found` is the search's own copy. */
const account = accountEmails('account');
const found = accountEmails('found');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The office roles kept with each account (table `account_role`). */
export function createOfficeAccessRepository(db: Db) {
  return {
    /** The account's stored roles; none for an id that is not one of ours. */
    async rolesOf(accountId: string): Promise<OfficeRole[]> {
      if (!UUID.test(accountId)) return [];
      const rows = await db
        .select({ role: accountRole.role })
        .from(accountRole)
        .where(eq(accountRole.accountId, accountId));
      return normaliseRoles(rows.map((row) => row.role));
    },

    /** An account's e-mail address and roles; undefined when there is no such account. */
    async holder(accountId: string): Promise<RoleHolderRow | undefined> {
      if (!UUID.test(accountId)) return undefined;
      const [row] = await db
        .select({ email: account.email })
        .from(account)
        .where(eq(account.id, accountId));
      return row && { accountId, email: row.email, roles: await this.rolesOf(accountId) };
    },

    /** Accounts holding any role, or (with `email`) up to 20 whose address contains it. */
    async holders(email?: string): Promise<RoleHolderRow[]> {
      const ids = email
        ? db
            .select({ id: found.id })
            .from(found)
            .where(ilike(found.email, contains(email)))
            .orderBy(asc(found.email))
            .limit(SEARCH_LIMIT)
        : db.selectDistinct({ id: accountRole.accountId }).from(accountRole);
      const rows = await db
        .select({ accountId: account.id, email: account.email, role: accountRole.role })
        .from(account)
        .leftJoin(accountRole, eq(accountRole.accountId, account.id))
        .where(inArray(account.id, ids))
        .orderBy(asc(account.email));
      const byId = new Map<string, RoleHolderRow & { given: unknown[] }>();
      for (const row of rows) {
        const holder = byId.get(row.accountId) ?? { ...row, roles: [], given: [] };
        holder.given.push(row.role);
        byId.set(row.accountId, holder);
      }
      return [...byId.values()].map(({ accountId, email: address, given }) => ({
        accountId,
        email: address,
        roles: normaliseRoles(given),
      }));
    },

    /** False when the account already held the role. */
    async grant(accountId: string, role: OfficeRole): Promise<boolean> {
      const inserted = await db
        .insert(accountRole)
        .values({ accountId, role })
        .onConflictDoNothing()
        .returning({ role: accountRole.role });
      return inserted.length === 1;
    },

    /** False when the account did not hold the role. */
    async revoke(accountId: string, role: OfficeRole): Promise<boolean> {
      const deleted = await db
        .delete(accountRole)
        .where(and(eq(accountRole.accountId, accountId), eq(accountRole.role, role)))
        .returning({ role: accountRole.role });
      return deleted.length === 1;
    },
  };
}

export type OfficeAccessRepository = ReturnType<typeof createOfficeAccessRepository>;

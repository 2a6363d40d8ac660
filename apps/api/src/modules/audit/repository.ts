import { type SQL, and, count, desc, eq, gte, ilike, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { auditLog } from '../../db/schema/index.ts';
import { accountEmails } from '../account/email-repository.ts';

export interface NewAuditRow {
  actorAccountId: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  at: Date;
}

export interface AuditFilter {
  /** Part of the actor's e-mail address, or the actor's account id. */
  actor?: string | undefined;
  action?: string | undefined;
  /** Actions starting with any of these (an area of the office). */
  actionPrefixes?: readonly string[] | undefined;
  entity?: string | undefined;
  entityId?: string | undefined;
  /** Instants: from included, until excluded. */
  from?: Date | undefined;
  until?: Date | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A LIKE pattern that matches the text literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The actor's account, named by its address in the log. */
const account = accountEmails('account');
/** The account a row is about (roles given or taken), named by its address in the log. */
const subject = accountEmails('subject');

function whereOf(filter: AuditFilter): SQL | undefined {
  const { actor } = filter;
  return and(
    actor
      ? UUID.test(actor)
        ? eq(auditLog.actorAccountId, actor)
        : ilike(account.email, contains(actor))
      : undefined,
    filter.action ? ilike(auditLog.action, contains(filter.action)) : undefined,
    filter.actionPrefixes
      ? or(...filter.actionPrefixes.map((prefix) => like(auditLog.action, `${prefix}%`)))
      : undefined,
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.until ? lt(auditLog.at, filter.until) : undefined,
  );
}

/** The audit log (table `audit_log`): rows are only ever added, and read by the admin. */
export function createAuditRepository(db: Db) {
  return {
    async insert(row: NewAuditRow): Promise<number> {
      const [inserted] = await db.insert(auditLog).values(row).returning({ id: auditLog.id });
      return inserted!.id;
    },

    /** One page, newest first, with the actor's e-mail address, and the number of matches. */
    async list(filter: AuditFilter, limit: number, offset: number) {
      const where = whereOf(filter);
      const joined = () =>
        db
          .select({
            id: auditLog.id,
            at: auditLog.at,
            actorAccountId: auditLog.actorAccountId,
            actorEmail: account.email,
            action: auditLog.action,
            entity: auditLog.entity,
            entityId: auditLog.entityId,
            subjectEmail: subject.email,
            before: auditLog.before,
            after: auditLog.after,
          })
          .from(auditLog)
          .leftJoin(account, eq(account.id, auditLog.actorAccountId))
          .leftJoin(
            subject,
            and(eq(auditLog.entity, 'account'), eq(sql`${subject.id}::text`, auditLog.entityId)),
          );
      const [rows, [total]] = await Promise.all([
        joined()
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(auditLog)
          .leftJoin(account, eq(account.id, auditLog.actorAccountId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;

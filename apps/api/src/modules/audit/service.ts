import type { AuditList, AuditQuery } from '@tvt/contract/office';
import { AUDIT_AREAS, type AuditArea, addDays, amsterdamWallClockToInstant } from '@tvt/domain';
import type { AuditRepository } from './repository.ts';

/** One office change or export (issue 12 "Audit log"). */
export interface AuditEntry {
  /** The office actor (`officeActorOf(request)`); null for an operator's command. */
  actor: { accountId: string } | null;
  /** What was done, `<area>.<verb>` by convention: `role.grant`, `campaign.update`, `export.csv`. */
  action: string;
  /** The kind of thing it was done to: `account`, `campaign`, `tip`, `count`, … */
  entity: string;
  entityId?: string;
  /** The state before and after (JSON); leave out personal data that the change did not touch. */
  before?: unknown;
  after?: unknown;
}

/** JSON only: undefined becomes SQL null, dates become ISO strings. */
const asJson = (value: unknown): unknown =>
  value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);

export function createAuditService(repository: AuditRepository, now: () => Date) {
  return {
    /** Writes one row; returns its id. Call it after the change succeeded. */
    async record(entry: AuditEntry): Promise<number> {
      return repository.insert({
        actorAccountId: entry.actor?.accountId ?? null,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId ?? null,
        before: asJson(entry.before),
        after: asJson(entry.after),
        at: now(),
      });
    },

    /** A page of the log, newest first; `from`/`to` are Amsterdam days, both included. */
    async list(query: AuditQuery): Promise<AuditList> {
      const { page, pageSize } = query;
      const { rows, total } = await repository.list(
        {
          actor: query.actor,
          action: query.action,
          actionPrefixes: query.area ? AUDIT_AREAS[query.area as AuditArea].prefixes : undefined,
          entity: query.entity,
          entityId: query.entityId,
          from: query.from ? amsterdamWallClockToInstant(query.from, 0, 0) : undefined,
          until: query.to ? amsterdamWallClockToInstant(addDays(query.to, 1), 0, 0) : undefined,
        },
        pageSize,
        (page - 1) * pageSize,
      );
      return {
        items: rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          actor: row.actorAccountId
            ? { accountId: row.actorAccountId, email: row.actorEmail }
            : null,
          action: row.action,
          entity: row.entity,
          entityId: row.entityId,
          subjectEmail: row.subjectEmail,
          before: row.before,
          after: row.after,
        })),
        total,
        page,
        pageSize,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

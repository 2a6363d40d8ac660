import { type SQL, eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { countBird, countPersonal, countSubmission } from '../../db/schema/index.ts';

/** Every column of an insert, defaults included: the type checker sees a column left out. */
type Full<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/** What research may read: no name, e-mail, phone, exact address or exact point. */
export type SubmissionRow = Omit<Full<typeof countSubmission.$inferInsert>, 'receivedAt'>;
export type PersonalRow = Omit<Full<typeof countPersonal.$inferInsert>, 'submissionId'>;
export type BirdRow = Omit<Full<typeof countBird.$inferInsert>, 'submissionId'>;

export interface SubmissionRecord {
  submission: SubmissionRow;
  personal: PersonalRow;
  birds: BirdRow[];
}

/** node-postgres and PGlite both return `{ rows }` from execute. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * One table's part of the insert, generated from its Drizzle columns: rows go in as a JSON array
 * of objects keyed by the schema's property names (what `JSON.stringify` writes for a row), read
 * by `jsonb_to_recordset` with each column's own SQL type. Built once; only the JSON varies.
 */
function recordsetInsert(table: PgTable, skip: readonly string[] = []) {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => !skip.includes(key));
  const list = (each: (key: string, column: (typeof columns)[number][1]) => string) =>
    sql.raw(columns.map(([key, column]) => each(key, column)).join(', '));
  return {
    into: sql`insert into ${sql.identifier(getTableName(table))} (${list((_k, c) => `"${c.name}"`)})`,
    /** The recordset's values under `alias`, and its column definition list. */
    values: (alias: string) => list((key) => `${alias}."${key}"`),
    definition: list((key, column) => `"${key}" ${column.getSQLType()}`),
  };
}

// `received_at` is the database's clock (its default), never the client's.
const submissions = recordsetInsert(countSubmission, ['receivedAt']);
const birds = recordsetInsert(countBird);
const personal = recordsetInsert(countPersonal);
const countIdColumn = sql.raw(`"${countSubmission.countId.name}"`);

/**
 * Stores counts with their birds and personal rows in one statement: one implicit transaction,
 * one round trip, whatever the number of counts. A count whose countId is already stored (or
 * appears earlier in the same batch) is skipped; a concurrent insert of the same id waits for
 * the first to commit, then skips. Returns the ids of the stored counts. Exported so the
 * benchmark can drive the same statement straight at PostgreSQL.
 */
export function insertManyStatement(records: readonly SubmissionRecord[]): SQL {
  // JSON goes in as text and is cast in SQL, so both drivers pass it unchanged.
  const submissionJson = JSON.stringify(records.map((r) => r.submission));
  const birdJson = JSON.stringify(
    records.flatMap(({ submission, birds: rows }) =>
      rows.map((b) => ({ submissionId: submission.id, ...b })),
    ),
  );
  const personalJson = JSON.stringify(
    records.map((r) => ({ submissionId: r.submission.id, ...r.personal })),
  );
  return sql`
    with s as (
      ${submissions.into}
      select ${submissions.values('x')}
      from jsonb_to_recordset(${submissionJson}::text::jsonb) as x(${submissions.definition})
      on conflict (${countIdColumn}) do nothing
      returning id
    ), b as (
      ${birds.into}
      select ${birds.values('y')}
      from jsonb_to_recordset(${birdJson}::text::jsonb) as y(${birds.definition})
      join s on s.id = y."submissionId"
    ), p as (
      ${personal.into}
      select ${personal.values('z')}
      from jsonb_to_recordset(${personalJson}::text::jsonb) as z(${personal.definition})
      join s on s.id = z."submissionId"
    )
    select id from s`;
}

export function createCountRepository(db: Db) {
  return {
    /** Per record: its id when stored now, `undefined` when its countId was already stored. */
    async insertMany(records: readonly SubmissionRecord[]): Promise<(string | undefined)[]> {
      const result = await db.execute(insertManyStatement(records));
      const stored = new Set(rowsOf<{ id: string }>(result).map((row) => row.id));
      return records.map((r) => (stored.has(r.submission.id) ? r.submission.id : undefined));
    },

    async findByCountId(countId: string): Promise<{ id: string; bodyHash: string } | undefined> {
      const rows = await db
        .select({ id: countSubmission.id, bodyHash: countSubmission.bodyHash })
        .from(countSubmission)
        .where(eq(countSubmission.countId, countId))
        .limit(1);
      return rows[0];
    },
  };
}

export type CountRepository = ReturnType<typeof createCountRepository>;

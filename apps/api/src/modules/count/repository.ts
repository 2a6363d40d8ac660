import { createHash } from 'node:crypto';
import { SQL, StringChunk, eq, getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { executeNamed } from '../../db/named-statement.ts';
import { countBird, countPersonal, countSubmission } from '../../db/schema/index.ts';

/** Every column of an insert, defaults included: the type checker sees a column left out. */
type Full<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/**
 * What research may read: no name, e-mail, phone, exact address or exact point. `countedOn` is
 * the ISO text of the instant, so a row is plain JSON data.
 */
export type SubmissionRow = Omit<
  Full<typeof countSubmission.$inferInsert>,
  'receivedAt' | 'countedOn'
> & { countedOn: string };
export type PersonalRow = Full<typeof countPersonal.$inferInsert>;
export type BirdRow = Full<typeof countBird.$inferInsert>;

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
 * by `jsonb_to_recordset` with each column's own SQL type. `from` is the JSON parameter's
 * position; the texts are built once, at load, so a statement only adds its JSON.
 */
function recordsetInsert(table: PgTable, alias: string, skip: readonly string[] = []) {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => !skip.includes(key));
  const list = (each: (key: string, column: (typeof columns)[number][1]) => string) =>
    columns.map(([key, column]) => each(key, column)).join(', ');
  return {
    head:
      `insert into "${getTableName(table)}" (${list((_key, column) => `"${column.name}"`)}) ` +
      `select ${list((key) => `${alias}."${key}"`)} from jsonb_to_recordset(`,
    tail: `::text::jsonb) as ${alias}(${list((key, column) => `"${key}" ${column.getSQLType()}`)})`,
  };
}

// `received_at` is the database's clock (its default), never the client's.
const submissions = recordsetInsert(countSubmission, 'x', ['receivedAt']);
const birds = recordsetInsert(countBird, 'y');
const personal = recordsetInsert(countPersonal, 'z');

/**
 * The statement's text around its three JSON parameters. `alsoWrite` is SQL the results module
 * owns (its pending sums, decision 120; the composition root hands it over): CTEs, each with its
 * leading comma, that read the insert's own `s` (the stored counts: id, campaign_year,
 * area_province, area_municipality, participants, birds_counted_total, excluded) and `b` (their
 * bird rows: submission_id, bird_id, count), so they write exactly when the counts are stored.
 */
export function statementParts(alsoWrite: string) {
  return [
    `with s as (${submissions.head}`,
    `${submissions.tail} on conflict ("${countSubmission.countId.name}") do nothing
    returning id, campaign_year, area_province, area_municipality, participants,
      birds_counted_total, excluded),
  b as (${birds.head}`,
    `${birds.tail} join s on s.id = y."submissionId" returning submission_id, bird_id, count),
  p as (${personal.head}`,
    `${personal.tail} join s on s.id = z."submissionId")${alsoWrite}
  select id from s`,
  ].map((text) => new StringChunk(text)) as [StringChunk, StringChunk, StringChunk, StringChunk];
}

/**
 * Stores counts with their birds and personal rows in one statement: one implicit transaction,
 * which also adds the stored counts (only those) to the results' pending sums (`parts`),
 * one round trip, whatever the number of counts. A count whose countId is already stored (or
 * appears earlier in the same batch) is skipped; a concurrent insert of the same id waits for
 * the first to commit, then skips. Returns the ids of the stored counts. Exported so the
 * benchmark can drive the same statement straight at PostgreSQL.
 */
export function insertManyStatement(
  records: readonly SubmissionRecord[],
  parts: ReturnType<typeof statementParts>,
): SQL {
  // JSON goes in as text and is cast in SQL, so both drivers pass it unchanged. The rows are
  // the tables' own rows as plain data (no Date, no copies), which keeps JSON.stringify quick.
  const submissionJson = JSON.stringify(records.map((r) => r.submission));
  const birdJson = JSON.stringify(records.flatMap((r) => r.birds));
  const personalJson = JSON.stringify(records.map((r) => r.personal));
  const [first, second, third, last] = parts;
  // What sql`…` builds from a template: text chunks with the values as parameters between.
  return new SQL([first, submissionJson, second, birdJson, third, personalJson, last]);
}

/** `alsoWrite`: the results' pending sums (`PENDING_SUMS`), written in the insert statement. */
export function createCountRepository(db: Db, alsoWrite: string) {
  // The texts are built once, here: a statement only adds its JSON.
  const parts = statementParts(alsoWrite);
  // A prepared statement's name stands for one text: the text's own hash keeps it so.
  const statementName = `count_insert_${createHash('sha1').update(alsoWrite).digest('hex').slice(0, 8)}`;
  return {
    /** Per record: its id when stored now, `undefined` when its countId was already stored. */
    async insertMany(records: readonly SubmissionRecord[]): Promise<(string | undefined)[]> {
      // One text for any batch size (the rows are its 3 JSON parameters): prepared once.
      const result = await executeNamed(db, statementName, insertManyStatement(records, parts));
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

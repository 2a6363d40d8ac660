import { type SQL, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { countSubmission } from '../../db/schema/index.ts';
import { rowsJson } from './rows-json.ts';
import type { SubmissionRecord } from './submission-record.ts';

/** node-postgres and PGlite both return `{ rows }` from execute. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Stores counts with their birds and personal rows in one statement: one implicit transaction,
 * one round trip, whatever the number of counts. A count whose countId is already stored (or
 * appears earlier in the same batch) is skipped; a concurrent insert of the same id waits for
 * the first to commit, then skips. Returns the ids of the stored counts. Exported so the
 * benchmark can drive the same statement straight at PostgreSQL.
 */
export function insertManyStatement(records: readonly SubmissionRecord[]): SQL {
  // JSON goes in as text and is cast in SQL, so both drivers pass it unchanged.
  const rows = rowsJson(records);
  return sql`
    with s as (
      insert into count_submission (
        id, count_id, body_hash, campaign_year, inztestid, counted_on, count_date, count_time,
        teller, telplek, neerslag, groottetuin, beplanting, katten, bestrijdingsmiddelen,
        voeding, elementen, municipality_code, municipality, province, pc4, lat_coarse,
        lng_coarse, private_location, home_address, participants, birds_counted_total,
        has_suspicious_values, unrecognized_bird_remarks, remarks, photo_id, referral_code
      )
      select * from jsonb_to_recordset(${rows.submissions}::text::jsonb) as x(
        id uuid, count_id uuid, body_hash text, campaign_year int, inztestid bigint,
        counted_on timestamptz, count_date date, count_time text, teller text, telplek text,
        neerslag text, groottetuin text, beplanting text, katten text,
        bestrijdingsmiddelen text, voeding text, elementen jsonb, municipality_code text,
        municipality text, province text, pc4 text, lat_coarse float8, lng_coarse float8,
        private_location boolean, home_address boolean, participants int,
        birds_counted_total int, has_suspicious_values boolean,
        unrecognized_bird_remarks text, remarks text, photo_id text, referral_code text
      )
      on conflict (count_id) do nothing
      returning id
    ), b as (
      insert into count_bird (submission_id, bird_id, count, suspicious)
      select y.submission_id, y.bird_id, y.count, y.suspicious
      from jsonb_to_recordset(${rows.birds}::text::jsonb)
        as y(submission_id uuid, bird_id text, count int, suspicious boolean)
      join s on s.id = y.submission_id
    ), p as (
      insert into count_personal (
        submission_id, first_name, last_name_prefix, last_name, email_address, phone_number,
        permission_to_call, news_letter, is_organisation, external_campaign, postal_code,
        street_number, street_number_addition, street, city, geo
      )
      select z.* from jsonb_to_recordset(${rows.personal}::text::jsonb) as z(
        submission_id uuid, first_name text, last_name_prefix text, last_name text,
        email_address text, phone_number text, permission_to_call boolean, news_letter boolean,
        is_organisation boolean, external_campaign jsonb, postal_code text, street_number text,
        street_number_addition text, street text, city text, geo text
      )
      join s on s.id = z.submission_id
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

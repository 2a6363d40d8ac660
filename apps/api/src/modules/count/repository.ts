import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { countSubmission } from '../../db/schema/index.ts';
import { findCountCatalog } from '../birds/repository.ts';
import type { SubmissionRecord } from './submission-record.ts';

/** node-postgres and PGlite both return `{ rows }` from execute. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** JSON goes in as text and is cast in SQL, so both drivers pass it unchanged. */
function json(value: unknown) {
  return sql`${JSON.stringify(value)}::text::jsonb`;
}

export function createCountRepository(db: Db) {
  return {
    catalog: () => findCountCatalog(db),

    /**
     * Stores the count, its birds and its personal row in one statement (one implicit
     * transaction, one round trip). When the countId is already stored nothing is written and
     * `undefined` is returned; a concurrent insert of the same id waits for the first to commit.
     */
    async insertOnce(record: SubmissionRecord): Promise<string | undefined> {
      const s = record.submission;
      const p = record.personal;
      const result = await db.execute(sql`
        with s as (
          insert into count_submission (
            id, count_id, body_hash, campaign_year, inztestid, counted_on, count_date, count_time,
            teller, telplek, neerslag, groottetuin, beplanting, katten, bestrijdingsmiddelen,
            voeding, elementen, municipality_code, municipality, province, pc4, lat_coarse,
            lng_coarse, private_location, home_address, participants, birds_counted_total,
            has_suspicious_values, unrecognized_bird_remarks, remarks, photo_id, referral_code
          ) values (
            ${s.id}::uuid, ${s.countId}::uuid, ${s.bodyHash}, ${s.campaignYear}::int,
            ${s.inztestid}::bigint, ${s.countedOn}::timestamptz, ${s.countDate}::date,
            ${s.countTime}, ${s.teller}, ${s.telplek}, ${s.neerslag}, ${s.groottetuin},
            ${s.beplanting}, ${s.katten}, ${s.bestrijdingsmiddelen}, ${s.voeding},
            ${s.elementen === null ? null : json(s.elementen)}, ${s.municipalityCode},
            ${s.municipality}, ${s.province}, ${s.pc4}, ${s.latCoarse}::float8,
            ${s.lngCoarse}::float8, ${s.privateLocation}::boolean, ${s.homeAddress}::boolean,
            ${s.participants}::int, ${s.birdsCountedTotal}::int, ${s.hasSuspiciousValues}::boolean,
            ${s.unrecognizedBirdRemarks}, ${s.remarks}, ${s.photoId}, ${s.referralCode}
          )
          on conflict (count_id) do nothing
          returning id
        ), b as (
          insert into count_bird (submission_id, bird_id, count, suspicious)
          select s.id, x."birdId", x."count", x."suspicious"
          from s, jsonb_to_recordset(${json(record.birds)})
            as x("birdId" text, "count" int, "suspicious" boolean)
        ), p as (
          insert into count_personal (
            submission_id, first_name, last_name_prefix, last_name, email_address, phone_number,
            permission_to_call, news_letter, is_organisation, external_campaign, postal_code,
            street_number, street_number_addition, street, city, geo
          )
          select s.id, ${p.firstName}::text, ${p.lastNamePrefix}::text, ${p.lastName}::text,
            ${p.emailAddress}::text, ${p.phoneNumber}::text, ${p.permissionToCall}::boolean,
            ${p.newsLetter}::boolean, ${p.isOrganisation}::boolean, ${json(p.externalCampaign)},
            ${p.postalCode}::text, ${p.streetNumber}::text, ${p.streetNumberAddition}::text,
            ${p.street}::text, ${p.city}::text, ${p.geo}::text
          from s
        )
        select id from s`);
      return rowsOf<{ id: string }>(result)[0]?.id;
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

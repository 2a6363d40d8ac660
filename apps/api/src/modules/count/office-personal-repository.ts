import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { countPersonal, countSubmission } from '../../db/schema/index.ts';

export interface NewsletterRow {
  emailAddress: string;
  firstName: string;
  lastNamePrefix: string | null;
  lastName: string;
}

/**
 * The office's reads and deletes of counts' personal data (issue 12): the newsletter opt-ins
 * and the retention. Kept in the count module, which alone touches count tables.
 */
export function createOfficePersonalRepository(db: Db) {
  return {
    /** Per campaign year: counts that still hold personal data. */
    async personalDataPerCampaign(): Promise<Map<number, number>> {
      const rows = await db
        .select({ year: countSubmission.campaignYear, n: sql<number>`count(*)::int` })
        .from(countPersonal)
        .innerJoin(countSubmission, eq(countSubmission.id, countPersonal.submissionId))
        .groupBy(countSubmission.campaignYear);
      return new Map(rows.map((r) => [r.year, r.n]));
    },

    /**
     * Deletes the personal part of every count of these campaigns, and the keyed hashes of the
     * sender's address and network the moderation kept (pseudonymous, so personal data too);
     * the counts stay.
     */
    async deletePersonalData(years: number[]): Promise<number> {
      if (years.length === 0) return 0;
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(countPersonal)
          .where(
            sql`${countPersonal.submissionId} in (select ${countSubmission.id} from ${countSubmission} where ${countSubmission.campaignYear} in ${years})`,
          )
          .returning({ id: countPersonal.submissionId });
        await tx
          .update(countSubmission)
          .set({ clientAddressHash: null, clientNetworkHash: null })
          .where(
            and(
              inArray(countSubmission.campaignYear, years),
              sql`(${countSubmission.clientAddressHash} is not null or ${countSubmission.clientNetworkHash} is not null)`,
            ),
          );
        return rows.length;
      });
    },

    /**
     * Participants who ticked the newsletter box, one row per address (the name of their latest
     * count), optionally of one campaign.
     */
    async newsletterSubscribers(year?: number): Promise<NewsletterRow[]> {
      const rows = await db
        .selectDistinctOn([countPersonal.emailAddress], {
          emailAddress: countPersonal.emailAddress,
          firstName: countPersonal.firstName,
          lastNamePrefix: countPersonal.lastNamePrefix,
          lastName: countPersonal.lastName,
        })
        .from(countPersonal)
        .innerJoin(countSubmission, eq(countSubmission.id, countPersonal.submissionId))
        .where(
          and(
            eq(countPersonal.newsLetter, true),
            year === undefined ? undefined : eq(countSubmission.campaignYear, year),
          ),
        )
        .orderBy(countPersonal.emailAddress, sql`${countSubmission.receivedAt} desc`);
      return rows;
    },
  };
}

export type OfficePersonalRepository = ReturnType<typeof createOfficePersonalRepository>;

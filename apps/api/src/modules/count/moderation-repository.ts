import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { countBird, countPersonal, countSubmission } from '../../db/schema/index.ts';
import { birdNames } from '../birds/names-repository.ts';

/**
 * The research fields of the stored counts as a subquery the moderation queue joins to its
 * items (named `as`): one statement pages through the queue in the queue's order.
 */
export function moderatedCounts(as: string) {
  return new QueryBuilder()
    .select({
      id: countSubmission.id,
      campaignYear: countSubmission.campaignYear,
      countDate: countSubmission.countDate,
      countTime: countSubmission.countTime,
      receivedAt: countSubmission.receivedAt,
      excluded: countSubmission.excluded,
      pc4: countSubmission.pc4,
      areaMunicipality: countSubmission.areaMunicipality,
      municipality: countSubmission.municipality,
      province: countSubmission.province,
      participants: countSubmission.participants,
      birdsCountedTotal: countSubmission.birdsCountedTotal,
      telplek: countSubmission.telplek,
      groottetuin: countSubmission.groottetuin,
    })
    .from(countSubmission)
    .as(as);
}

const species = birdNames('bird');

/** What the moderation reads of counts besides the queue's page (the module owns no count table). */
export function createCountModerationRepository(db: Db) {
  return {
    /** The seen birds of these counts with their names and thresholds, most first per count. */
    async birdsOf(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          submissionId: countBird.submissionId,
          birdId: countBird.birdId,
          name: species.name,
          count: countBird.count,
          suspicious: countBird.suspicious,
          threshold: species.thresholdvalue,
        })
        .from(countBird)
        .leftJoin(species, eq(species.id, countBird.birdId))
        .where(and(inArray(countBird.submissionId, [...ids]), sql`${countBird.count} > 0`))
        .orderBy(asc(countBird.submissionId), sql`${countBird.count} desc`);
    },

    /** A count's personal part and free texts (admin); undefined: no such count. */
    async personal(id: string) {
      const rows = await db
        .select({
          remarks: countSubmission.remarks,
          unrecognizedBirdRemarks: countSubmission.unrecognizedBirdRemarks,
          firstName: countPersonal.firstName,
          lastNamePrefix: countPersonal.lastNamePrefix,
          lastName: countPersonal.lastName,
          emailAddress: countPersonal.emailAddress,
          phoneNumber: countPersonal.phoneNumber,
          street: countPersonal.street,
          streetNumber: countPersonal.streetNumber,
          streetNumberAddition: countPersonal.streetNumberAddition,
          postalCode: countPersonal.postalCode,
          city: countPersonal.city,
        })
        .from(countSubmission)
        .leftJoin(countPersonal, eq(countPersonal.submissionId, countSubmission.id))
        .where(eq(countSubmission.id, id));
      return rows[0];
    },
  };
}

export type CountModerationRepository = ReturnType<typeof createCountModerationRepository>;

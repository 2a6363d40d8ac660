import { and, asc, desc, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { address } from '../../db/schema/index.ts';

/** The areas of four-digit postcodes, as the results' postcode search reads them. */
export function createAreaPostcodeRepository(db: Db) {
  return {
    /** The municipality most addresses of a four-digit postcode lie in. */
    async municipalityOfPostcode(
      digits: string,
    ): Promise<{ municipalityCode: string; province: string } | undefined> {
      const rows = await db
        .select({
          municipalityCode: address.municipalityCode,
          province: address.province,
          n: sql<number>`count(*)`,
        })
        .from(address)
        .where(and(gte(address.postalCode, `${digits}AA`), lte(address.postalCode, `${digits}ZZ`)))
        .groupBy(address.municipalityCode, address.province)
        .orderBy(desc(sql`count(*)`), asc(address.municipalityCode))
        .limit(1);
      return rows[0];
    },
  };
}

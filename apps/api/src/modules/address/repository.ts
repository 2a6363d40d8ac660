import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { address } from '../../db/schema/index.ts';
import type { AddressRecord } from './address-record.ts';

const columns = {
  nummeraanduidingId: address.nummeraanduidingId,
  postalCode: address.postalCode,
  houseNumber: address.houseNumber,
  houseLetter: address.houseLetter,
  houseNumberAddition: address.houseNumberAddition,
  street: address.street,
  city: address.city,
  municipality: address.municipality,
  municipalityCode: address.municipalityCode,
  province: address.province,
  latitude: address.latitude,
  longitude: address.longitude,
  surfaceArea: address.surfaceArea,
};

/** Every column a re-import may change, taken from the incoming row. */
const UPDATE_ON_CONFLICT = Object.fromEntries(
  Object.entries(columns)
    .filter(([key]) => key !== 'nummeraanduidingId')
    .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
);

export function createAddressRepository(db: Db) {
  return {
    async findByPostalCodeAndNumber(
      postalCode: string,
      houseNumber: number,
    ): Promise<AddressRecord[]> {
      return db
        .select(columns)
        .from(address)
        .where(and(eq(address.postalCode, postalCode), eq(address.houseNumber, houseNumber)))
        .orderBy(asc(address.houseLetter), asc(address.houseNumberAddition));
    },

    /** Inserts or updates by nummeraanduiding id; a batch must not hold one id twice. */
    async upsert(records: readonly AddressRecord[]): Promise<void> {
      if (records.length === 0) return;
      await db
        .insert(address)
        .values(records.map((record) => ({ ...record, updatedAt: new Date() })))
        .onConflictDoUpdate({
          target: address.nummeraanduidingId,
          set: { ...UPDATE_ON_CONFLICT, updatedAt: sql`now()` },
        });
    },

    async isEmpty(): Promise<boolean> {
      // Not count(*): with the full extract that is a scan of ten million rows.
      const rows = await db.select({ id: address.nummeraanduidingId }).from(address).limit(1);
      return rows.length === 0;
    },
  };
}

export type AddressRepository = ReturnType<typeof createAddressRepository>;

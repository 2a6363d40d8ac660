import { doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Dutch addresses from the BAG (filled by `npm run address:import -w @tvt/api`). One row per
 * nummeraanduiding, so a re-import updates rather than duplicates.
 */
export const address = pgTable(
  'address',
  {
    /** BAG nummeraanduiding id, 16 digits; its first four are the municipality code at issue. */
    nummeraanduidingId: text('nummeraanduiding_id').primaryKey(),
    /** Normalised: four digits and two capitals, no space. */
    postalCode: text('postal_code').notNull(),
    houseNumber: integer('house_number').notNull(),
    /** BAG huisletter; '' when none, so equality works without null logic. */
    houseLetter: text('house_letter').notNull().default(''),
    /** BAG huisnummertoevoeging; '' when none. */
    houseNumberAddition: text('house_number_addition').notNull().default(''),
    street: text('street').notNull(),
    city: text('city').notNull(),
    municipality: text('municipality').notNull(),
    municipalityCode: text('municipality_code').notNull(),
    province: text('province').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Floor area of the verblijfsobject in m²; null when the extract has none. */
    surfaceArea: integer('surface_area'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('address_postal_code_house_number_idx').on(table.postalCode, table.houseNumber),
  ],
);

import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Raw bytes: PostgreSQL `bytea`, a Buffer on both drivers. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Stored media files (photos and their small versions) when the media store is the database:
 * the shared default with DATABASE_URL, so every instance reads what any instance stored.
 * A name is written once and never changed.
 */
export const mediaBlob = pgTable('media_blob', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  data: bytes('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

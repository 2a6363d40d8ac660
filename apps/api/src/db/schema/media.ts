import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * An uploaded garden photo. The upload (content service) creates the row with what the server
 * made of the image; the registration (count service `postImage`) adds the client's facts.
 * Files live on disk as `<id>.jpg` and `<id>-small.jpg`: the name never comes from the client.
 */
export const photo = pgTable('photo', {
  id: uuid('id').primaryKey(),
  /** The client's `uniqueFileName` (prefix + UUID v4 + .jpg), unique so a retried upload is one photo. */
  uniqueFileName: text('unique_file_name').notNull().unique(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  byteSize: integer('byte_size').notNull(),
  smallWidth: integer('small_width').notNull(),
  smallHeight: integer('small_height').notNull(),
  /** As the client reported them at registration; informational only. */
  originalFileName: text('original_file_name'),
  clientFileSize: integer('client_file_size'),
  clientWidth: integer('client_width'),
  clientHeight: integer('client_height'),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  frontend: boolean('frontend'),
  registeredAt: timestamp('registered_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

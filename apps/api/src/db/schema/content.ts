import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const introTourPage = pgTable('intro_tour_page', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  /** HTML fragment shown under the title. */
  content: text('content').notNull(),
  /** Image URL (absolute, or a path on this server); empty when the page has none. */
  image: text('image').notNull().default(''),
  position: integer('position').notNull(),
  ...timestamps,
});

export const menuItem = pgTable('menu_item', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  link: text('link').notNull(),
  external: boolean('external').notNull().default(true),
  position: integer('position').notNull(),
  ...timestamps,
});

export const textContent = pgTable('text_content', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** HTML fragment. */
  content: text('content').notNull(),
  ...timestamps,
});

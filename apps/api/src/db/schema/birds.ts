import { sql } from 'drizzle-orm';
import type { MediaCredit } from '@tvt/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** One entry of the guide's 'Herkenning' gallery, as in `@tvt/content` (form and optional plumage). */
export interface BirdPlumage {
  form: string;
  plumage?: string;
}

/**
 * Lower case with the Latin diacritics Dutch bird names can carry folded away. `translate` is
 * immutable (unlike `unaccent`), so the same expression works in a generated column and on the
 * keyword, on PGlite and PostgreSQL alike, without an extension.
 */
export const FOLD_FROM = 'àáâãäåçèéêëìíîïñòóôõöøùúûüýÿ';
export const FOLD_TO = 'aaaaaaceeeeiiiinoooooouuuuyy';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Maker and licence of each uploaded file of a species, by its slot (the app shows them). */
export type BirdMediaCredits = Partial<Record<'drawing' | 'sound' | 'video', MediaCredit>>;

/** A species; seeded from `@tvt/content`, editable by the organisation afterwards. */
export const bird = pgTable(
  'bird',
  {
    /** The species slug ('turkse-tortel'): drawings and URLs key on it. */
    id: text('id').primaryKey(),
    tvtbirdid: integer('tvtbirdid').notNull().unique(),
    name: text('name').notNull(),
    scientificName: text('scientific_name').notNull(),
    englishName: text('english_name').notNull(),
    family: text('family').notNull(),
    lengthCm: real('length_cm').notNull(),
    /** Wizard size option 1–4. */
    sizeClass: integer('size_class').notNull(),
    /** Wizard colour options 1–9 the species shows. */
    colours: integer('colours').array().notNull(),
    silhouette: integer('silhouette').notNull(),
    beak: integer('beak').notNull(),
    /** Other size classes, silhouettes and beaks people give for it (the wizard counts them too). */
    alsoSizes: integer('also_sizes')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    alsoSilhouettes: integer('also_silhouettes')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    alsoBeaks: integer('also_beaks')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Other Dutch names the guide's search finds it by. */
    otherNames: text('other_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Where or when a participant sees it (Dutch); shown on the detail page. */
    habitatNote: text('habitat_note'),
    primary: boolean('primary').notNull().default(false),
    /** Position on the count form's main grid; null for other birds. */
    primaryOrder: integer('primary_order'),
    thresholdvalue: integer('thresholdvalue').notNull(),
    /** 1 = most counted in Dutch gardens. */
    commonness: integer('commonness').notNull(),
    tip: text('tip').notNull().default(''),
    similar: text('similar')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    plumages: jsonb('plumages').$type<BirdPlumage[]>().notNull().default([]),
    /** Path of an uploaded drawing replacing the default one (the office); null: the default. */
    drawing: text('drawing'),
    /** Absolute URL of a sound file; none ship with the default content. */
    sound: text('sound'),
    video: text('video'),
    videothumb: text('videothumb'),
    videoplaylist: text('videoplaylist'),
    /** Credits of the uploaded drawing, sound and video; a slot without upload has none. */
    credits: jsonb('credits').$type<BirdMediaCredits>().notNull().default({}),
    /** ' ' + folded name, so a keyword matches a word start with `like '% keyword%'`. */
    search: text('search')
      .notNull()
      .generatedAlwaysAs(
        sql`' ' || translate(lower(name), '${sql.raw(FOLD_FROM)}', '${sql.raw(FOLD_TO)}')`,
      ),
    ...timestamps,
  },
  (table) => [index('bird_commonness_idx').on(table.commonness)],
);

/** An observation tip ('Vogelkijktips'); seeded from `@tvt/content`, editable afterwards. */
export const birdTip = pgTable('bird_tip', {
  /** The tip's number in the route home/tips/{id}. */
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  /** Id of the bird whose drawing illustrates the tip. */
  birdId: text('bird_id').notNull(),
  /** Path of an uploaded image shown instead of the bird's drawing (the office); null: none. */
  image: text('image'),
  position: integer('position').notNull(),
  ...timestamps,
});

import type { z } from 'zod';
import type { locationSchema } from './count-schema-parts.ts';
import type { countObjectSchema } from './count-schema.ts';

/** A key whose value may be undefined becomes an optional key, at every depth. */
type Optionalise<T> = T extends readonly (infer E)[]
  ? Optionalise<E>[]
  : T extends object
    ? Flatten<
        {
          [K in keyof T as undefined extends T[K] ? K : never]?: Optionalise<
            Exclude<T[K], undefined>
          >;
        } & { [K in keyof T as undefined extends T[K] ? never : K]: Optionalise<T[K]> }
      >
    : T;
type Flatten<T> = { [K in keyof T]: T[K] };
type WithoutNull<T> = { [K in keyof T]: Exclude<T[K], null> };

type ParsedCount = z.output<ReturnType<typeof countObjectSchema>>;

/**
 * The count submission (spec 3 `countObject`) as the web app builds it and `POST /inzending`
 * accepts it, plus `countId`: a client-generated UUID v4 that makes the submission idempotent.
 * Derived from `countObjectSchema`: the parsed shape (no nulls, defaults present), with a field
 * the schema may leave undefined as an optional key. `location` is the accepted input instead:
 * the client holds only postal code and house number until the address lookup answers, and the
 * schema turns the looked-up fields it misses into ''.
 */
export type CountObject = Flatten<
  Optionalise<Omit<ParsedCount, 'location'>> & {
    location: WithoutNull<z.input<typeof locationSchema>>;
  }
>;
export type CountMetaData = CountObject['metaData'];
export type CountUserData = CountObject['userData'];
export type CountUserPhoto = NonNullable<CountObject['userPhoto']>;

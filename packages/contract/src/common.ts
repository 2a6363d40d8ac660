import * as z from 'zod/mini';

/** Every refusal: a Dutch message, and the field it concerns when there is one. */
export const errorBody = z.object({ message: z.string(), field: z.optional(z.string()) });
export type ErrorBody = z.infer<typeof errorBody>;

/** A path or URL of an image on this server (drawings carry their content hash). */
export const imagePath = z.string().check(z.describe('Absolute path of an image on this server'));

export const nullableString = z.nullable(z.string());

export const count = () => z.int().check(z.minimum(0));

/** Only http(s) addresses: a bad setting can never become a script URL in a link. */
export const httpUrl = z.string().check(z.regex(/^https?:\/\/\S+$/i));

/**
 * The response header (value `true`) on an answer served from its last good copy while the
 * database is away (decision 122): the phase, `/config.json`, the content the app starts
 * with, the totals and the results. The body has the usual shape; `Age` says how old it is.
 */
export const STALE_HEADER = 'x-stale';

/**
 * The campaign's fixed `source` value (spec 7: "most calls use the query parameter source with
 * a fixed campaign value"): the server's default for `SOURCE` and the web app's fallback. No
 * zod here, so the web app's first load can import it for nothing.
 */
export const DEFAULT_SOURCE = 'tuinvogeltelling';

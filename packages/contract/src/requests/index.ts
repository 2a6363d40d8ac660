/**
 * Request shapes (query strings, paths, bodies) with their Dutch refusals. Built on the full zod
 * API for its transforms and messages; the server validates with them, the web app imports
 * only their types (`z.input`), so none of this reaches a browser bundle.
 */
export { quizScoreBodySchema as quizScoreBody } from '@tvt/domain';
export * from './address-requests.ts';
export * from './bird-requests.ts';
export * from './content-requests.ts';
export * from './count-requests.ts';
export * from './source.ts';
export * from './results-requests.ts';
export * from './office-content-requests.ts';
export * from './signup-requests.ts';

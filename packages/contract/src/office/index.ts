/**
 * The campaign office's shapes (issue 12), one file per area, under `@tvt/contract/office`:
 * only the API and the lazy office bundle import them, never the public app.
 * Responses on `zod/mini` like the main entry; request bodies and queries on full `zod` with
 * Dutch refusals, as in `@tvt/contract/requests`.
 */
export * from './access.ts';
export * from './audit.ts';
export * from './dashboard.ts';
export * from './campaign.ts';
export * from './birds.ts';
export * from './content.ts';
export * from './moderation.ts';
export * from './platform-health.ts';
export * from './research-export.ts';
export * from './signup.ts';

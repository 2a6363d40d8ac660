/**
 * Every response shape of the API, once (README.md). Built on `zod/mini` so the web app can
 * parse answers with the same schemas without the full zod API in its bundles.
 */
export * from './account.ts';
export * from './address.ts';
export * from './birds.ts';
export * from './boot-data.ts';
export * from './campaign.ts';
export * from './common.ts';
export * from './config.ts';
export * from './content.ts';
export * from './source.ts';
export * from './count.ts';
export * from './results.ts';
export * from './totals.ts';
export * from './signup.ts';
export * from './route-preloads.ts';
export * from './first-frame.ts';
export * from './first-frames.ts';

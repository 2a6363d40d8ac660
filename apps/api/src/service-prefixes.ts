/**
 * The URL prefix of each of the spec's services (spec 7), used by app.ts, the routes mounted
 * without a prefix and the PUBLIC_* defaults. The spec names services by what the app asks for,
 * the code names modules by resource, so one service spans several module folders: the mapping
 * is the table "Service prefixes and module folders" in apps/api/README.md.
 */
export const SERVICE_PREFIX = {
  account: '/api/account/v1',
  bird: '/api/bird/v1',
  content: '/api/content/v1',
  count: '/api/count/v1',
  /** Issue 12: the campaign office; every area under `/api/office/v1/<area>`. */
  office: '/api/office/v1',
  postcode: '/api/postcode/v1',
} as const;

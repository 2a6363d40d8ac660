/**
 * The URL prefix of each of the spec's services (spec 7). The spec names services by what the
 * app asks for, the code names modules by resource, so one service spans several module
 * folders. This table is the one place the mapping is written down:
 *
 * | prefix            | module folders (`src/modules/…`)                                        |
 * | ----------------- | ----------------------------------------------------------------------- |
 * | `/api/account/v1` | `account` (login check: `account/require-account.ts`)                   |
 * | `/api/bird/v1`    | `birds`, `wizard`, `quiz`, `recognition`                                |
 * | `/api/content/v1` | `content`, `media` (photo uploads)                                      |
 * | `/api/count/v1`   | `count`, `count-errors`, `segment`, `campaign` (phase), `totals`, `media` (photo registration) |
 * | `/api/postcode/v1`| `address`                                                               |
 * | `/cdn`            | `birds` (tvtBirds.json, drawings), `totals` (live totals files)         |
 * | `/oidc`           | `identity` (the embedded OpenID Connect provider)                       |
 */
export const SERVICE_PREFIX = {
  account: '/api/account/v1',
  bird: '/api/bird/v1',
  content: '/api/content/v1',
  count: '/api/count/v1',
  postcode: '/api/postcode/v1',
} as const;

import * as z from 'zod/mini';
import { httpUrl } from './common.ts';

const links = z.object({
  socialWall: z.nullable(httpUrl),
  results: z.nullable(httpUrl),
  signUp: z.nullable(httpUrl),
  course: z.nullable(httpUrl),
  share: z.nullable(httpUrl),
  social: z.array(z.object({ title: z.string().check(z.minLength(1)), url: httpUrl })),
});

/** `GET /config.json`: the web app's runtime configuration. */
export const webConfigResponse = z.object({
  services: z.object({
    bird: z.string(),
    content: z.string(),
    account: z.string(),
    postcode: z.string(),
    count: z.string(),
  }),
  cdn: z.string(),
  organisation: z.object({ name: z.string(), logo: z.nullable(z.string()) }),
  build: z.object({ id: z.string(), time: z.string() }),
  features: z.object({ loginRequired: z.boolean(), recognitionBlocked: z.boolean() }),
  oidc: z.nullable(
    z.object({
      authority: z.string(),
      clientId: z.string(),
      resource: z.string().check(z.describe('Resource indicator (aud) to ask for at login')),
    }),
  ),
  source: z.string(),
  countErrorApiKey: z
    .string()
    .check(z.describe('x-api-key of POST /inzending/error (a spam guard, not a secret)')),
  links: links.check(
    z.describe('Campaign links of the home screen (CAMPAIGN_*_URL); null hides the block'),
  ),
});
export type WebConfig = z.infer<typeof webConfigResponse>;
export type CampaignLinks = WebConfig['links'];

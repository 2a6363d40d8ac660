import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../env.ts';

const configResponse = z.object({
  services: z.object({
    bird: z.string(),
    content: z.string(),
    account: z.string(),
    postcode: z.string(),
    count: z.string(),
  }),
  cdn: z.string(),
  organisation: z.object({ name: z.string(), logo: z.string().nullable() }),
  build: z.object({ id: z.string(), time: z.string() }),
  features: z.object({ loginRequired: z.boolean(), recognitionBlocked: z.boolean() }),
  oidc: z.object({ authority: z.string(), clientId: z.string(), resource: z.string() }).nullable(),
  source: z.string(),
  countErrorApiKey: z
    .string()
    .describe('x-api-key of POST /inzending/error (a spam guard, not a secret)'),
  links: z
    .object({
      socialWall: z.string().nullable(),
      results: z.string().nullable(),
      signUp: z.string().nullable(),
      course: z.string().nullable(),
      share: z.string().nullable(),
      social: z.array(z.object({ title: z.string(), url: z.string() })),
    })
    .describe('Campaign links of the home screen (CAMPAIGN_*_URL); null hides the block'),
});

export type WebConfig = z.output<typeof configResponse>;

export function webConfig(config: Config): WebConfig {
  return {
    services: config.services,
    cdn: config.cdn,
    organisation: config.organisation,
    build: config.build,
    features: config.features,
    oidc: config.oidc,
    source: config.source,
    countErrorApiKey: config.count.errorApiKey,
    links: config.links,
  };
}

/** The web app's runtime configuration: lets a deployment move a service without a rebuild. */
export function configRoutes(
  app: FastifyInstance,
  { config }: { config: Config },
  done: () => void,
) {
  const body = webConfig(config);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/config.json',
    {
      schema: {
        tags: ['web'],
        summary: 'Runtime configuration of the web app',
        response: { 200: configResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return body;
    },
  );
  done();
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type WebConfig, webConfigResponse } from '@tvt/contract';
import type { Config } from '../../env.ts';

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
        response: { 200: webConfigResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return body;
    },
  );
  done();
}

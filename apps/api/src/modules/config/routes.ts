import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type WebConfig, webConfigResponse } from '@tvt/contract';
import type { CampaignLinkSet } from '@tvt/domain';
import type { Config } from '../../env.ts';

/** The current campaign's links: the operator's `CAMPAIGN_*_URL` first, else the office's. */
export type CurrentLinks = () => Promise<CampaignLinkSet>;

export async function webConfig(config: Config, links: CurrentLinks): Promise<WebConfig> {
  const current = await links();
  return {
    services: config.services,
    cdn: config.cdn,
    organisation: config.organisation,
    build: config.build,
    features: config.features,
    oidc: config.oidc,
    source: config.source,
    countErrorApiKey: config.count.errorApiKey,
    links: {
      ...config.links,
      socialWall: config.links.socialWall ?? current.socialWall,
      results: config.links.results ?? current.results,
      signUp: config.links.signUp ?? current.signUp,
      course: config.links.course ?? current.course,
    },
  };
}

/** The web app's runtime configuration: lets a deployment move a service without a rebuild. */
export function configRoutes(
  app: FastifyInstance,
  { config, links }: { config: Config; links: CurrentLinks },
  done: () => void,
) {
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
      // The links follow the office within seconds; the rest is fixed at start.
      return webConfig(config, links);
    },
  );
  done();
}

import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../env.ts';
import { API_VERSION, type OpenApiObject, completeDocument } from '../openapi/complete-document.ts';
import { global } from './global.ts';

/** One tag per spec service, plus the server's own groups; every route carries exactly one. */
export const SERVICE_TAGS = [
  {
    name: 'bird',
    description: 'Bird service: birds, recognition tips, quiz, photo analysis, wizard',
  },
  { name: 'content', description: 'Content service: tour, menu, texts, media' },
  { name: 'account', description: 'Account service: user data and quiz high score' },
  { name: 'postcode', description: 'Postcode service: address lookup' },
  { name: 'count', description: 'Count service: phase, totals, submissions' },
  { name: 'results', description: "Campaign results: rankings per area, the map, a count's page" },
  {
    name: 'office',
    description: 'Campaign office (/beheer): roles, audit log, dashboard; bearer token with a role',
  },
  { name: 'cdn', description: 'The CDN files the app reads' },
  { name: 'media', description: 'Uploaded and generated images' },
  { name: 'identity', description: 'Embedded OpenID Connect provider' },
  { name: 'web', description: 'Runtime configuration of the web app' },
  { name: 'system', description: 'Health, readiness and metrics' },
];

/** The URL map of docs/architecture.md, so a route that names no tag still lands under its service. */
const TAG_BY_PREFIX: [string, string][] = [
  ['/api/bird/', 'bird'],
  ['/api/content/', 'content'],
  ['/api/account/', 'account'],
  ['/api/postcode/', 'postcode'],
  ['/api/count/', 'count'],
  ['/api/office/', 'office'],
  ['/cdn/', 'cdn'],
  ['/media/', 'media'],
  ['/oidc/', 'identity'],
  ['/config.json', 'web'],
];

export function tagForUrl(url: string): string {
  return TAG_BY_PREFIX.find(([prefix]) => url.startsWith(prefix))?.[1] ?? 'system';
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

function transform(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const schema = (result.schema ?? {}) as {
    hide?: boolean;
    tags?: string[];
    body?: unknown;
    consumes?: string[];
  };
  if (schema.hide) return result;
  // An upload has no body schema (it is read as a stream): its types go to completeDocument.
  const upload = schema.consumes && !schema.body ? { 'x-consumes': schema.consumes } : {};
  return {
    ...result,
    schema: { ...schema, ...upload, tags: schema.tags ?? [tagForUrl(result.url)] },
  };
}

/** OpenAPI document from the routes' zod schemas; must be registered before any route. */
export interface DocsOptions {
  config: Config;
  /** Routes whose answer may be a last good copy, marked X-Stale (decision 122). */
  staleRoutes?: readonly string[];
}

export const docsPlugin = global(async (app: FastifyInstance, options: DocsOptions) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tuinvogeltelling API',
        description: 'The services behind the garden bird count app.',
        version: API_VERSION,
      },
      tags: SERVICE_TAGS,
    },
    transform,
    transformObject: (documentObject) =>
      completeDocument(
        (documentObject as { openapiObject: unknown }).openapiObject as OpenApiObject,
        { staleRoutes: options.staleRoutes ?? [] },
      ) as never,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
});

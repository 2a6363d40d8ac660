import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@tvt/contract';
import {
  officeMenuResponse,
  officeTextResponse,
  officeTipResponse,
  officeTipsResponse,
  officeTourResponse,
} from '@tvt/contract/office';
import {
  officeFaqBody,
  officeMenuBody,
  officeTextBody,
  officeTextParams,
  officeTipBody,
  officeTipParams,
  officeTourBody,
} from '@tvt/contract/requests';
import { officeArea } from '../office-area/office-area.ts';
import type { OfficeActor } from './effects.ts';
import type { OfficeContentService } from './service.ts';
import { tipImageRoutes } from './tip-image-routes.ts';

export interface OfficeRouteOptions {
  actorOf: (request: FastifyRequest) => OfficeActor;
}

const tags = ['office'];
const refusals = { 400: errorBody, 401: errorBody, 403: errorBody };
const noCache = { 'cache-control': 'no-store' };

/** The office's content: `/api/office/v1/content` (role editor). */
export async function officeContentRoutes(
  app: FastifyInstance,
  { service, actorOf }: OfficeRouteOptions & { service: OfficeContentService },
) {
  officeArea(app, 'editor');
  app.addHook('onSend', async (_request, reply) => void reply.headers(noCache));
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const schema = <T extends object>(summary: string, extra: T) => ({ tags, summary, ...extra });

  routes.get(
    '/tips',
    { schema: schema('Tips', { response: { 200: officeTipsResponse, ...refusals } }) },
    async () => ({ data: await service.tips() }),
  );
  routes.post(
    '/tips',
    {
      schema: schema('Add a tip', {
        body: officeTipBody,
        response: { 200: officeTipResponse, ...refusals },
      }),
    },
    async (request) => ({ data: await service.createTip(actorOf(request), request.body) }),
  );
  routes.put(
    '/tips/:id',
    {
      schema: schema('Change a tip', {
        params: officeTipParams,
        body: officeTipBody,
        response: { 200: officeTipResponse, 404: errorBody, ...refusals },
      }),
    },
    async (request) => ({
      data: await service.updateTip(actorOf(request), request.params.id, request.body),
    }),
  );
  routes.delete(
    '/tips/:id',
    {
      schema: schema('Delete a tip', {
        params: officeTipParams,
        response: { 204: z.null(), 404: errorBody, ...refusals },
      }),
    },
    async (request, reply) => {
      await service.deleteTip(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  await app.register(tipImageRoutes, { service, actorOf });

  routes.get(
    '/texts/:slug',
    {
      schema: schema('A text (about, FAQ) as stored', {
        params: officeTextParams,
        response: { 200: officeTextResponse, ...refusals },
      }),
    },
    async (request) => ({ data: await service.text(request.params.slug) }),
  );
  routes.put(
    '/texts/:slug',
    {
      schema: schema('Publish a text (HTML, sanitised on save)', {
        params: officeTextParams,
        body: officeTextBody,
        response: { 200: officeTextResponse, ...refusals },
      }),
    },
    async (request) => ({
      data: await service.saveText(actorOf(request), request.params.slug, request.body.content),
    }),
  );
  routes.put(
    '/faq',
    {
      schema: schema('Publish the FAQ entries', {
        body: officeFaqBody,
        response: { 200: officeTextResponse, ...refusals },
      }),
    },
    async (request) => ({
      data: await service.saveFaq(actorOf(request), request.body.intro, request.body.entries),
    }),
  );
  routes.post(
    '/preview',
    {
      schema: schema('What HTML would be stored as (nothing is saved)', {
        body: officeTextBody,
        response: { 200: officeTextResponse, ...refusals },
      }),
    },
    (request, reply) => {
      void reply.send({ data: service.preview(request.body.content) });
    },
  );

  routes.get(
    '/tour',
    { schema: schema('Intro tour pages', { response: { 200: officeTourResponse, ...refusals } }) },
    async () => ({ data: await service.tour() }),
  );
  routes.put(
    '/tour',
    {
      schema: schema('Publish the intro tour (in this order)', {
        body: officeTourBody,
        response: { 200: officeTourResponse, ...refusals },
      }),
    },
    async (request) => ({ data: await service.saveTour(actorOf(request), request.body.pages) }),
  );
  routes.get(
    '/menu',
    { schema: schema("'Meer' menu rows", { response: { 200: officeMenuResponse, ...refusals } }) },
    async () => ({ data: await service.menu() }),
  );
  routes.put(
    '/menu',
    {
      schema: schema("Publish the 'Meer' menu rows", {
        body: officeMenuBody,
        response: { 200: officeMenuResponse, ...refusals },
      }),
    },
    async (request) => ({ data: await service.saveMenu(actorOf(request), request.body.items) }),
  );
}

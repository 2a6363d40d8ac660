import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '@tvt/contract';
import {
  officeBannerImageResponse,
  officeCampaignInput,
  officeCampaignList,
  officeCampaignResponse,
  officeCampaignYearParams,
} from '@tvt/contract/office';
import { HttpError } from '../../http-error.ts';
import { acceptImageUploads, readUploadParts } from '../../image-intake/upload.ts';
import { officeArea } from '../office-area/office-area.ts';
import type { CampaignActor } from './office-service.ts';
import type { CampaignOfficeService } from './office-service.ts';

export interface CampaignOfficeRoutesOptions {
  service: CampaignOfficeService;
  actorOf: (request: FastifyRequest) => CampaignActor;
  maxBytes: number;
}

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody };
const tags = ['office'];

/** The office's campaign area, mounted at `{office}/campaign`. */
export async function campaignOfficeRoutes(
  app: FastifyInstance,
  { service, actorOf, maxBytes }: CampaignOfficeRoutesOptions,
) {
  await acceptImageUploads(app, maxBytes);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Campaign settings are the admin's (decision 065).
  officeArea(app, 'admin');

  routes.get(
    '/campaigns',
    {
      schema: {
        tags,
        summary: 'Every campaign, the one the app follows and what the environment fixes',
        response: { 200: officeCampaignList, ...refusals },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await service.list() };
    },
  );

  routes.get(
    '/campaigns/:year',
    {
      schema: {
        tags,
        summary: 'One campaign',
        params: officeCampaignYearParams,
        response: { 200: officeCampaignResponse, ...refusals, 404: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await service.get(request.params.year) };
    },
  );

  routes.post(
    '/campaigns',
    {
      schema: {
        tags,
        summary: 'Prepare a campaign (it takes over at its phase 1 start)',
        body: officeCampaignInput,
        response: { 200: officeCampaignResponse, ...refusals },
      },
    },
    async (request) => ({ data: await service.create(actorOf(request), request.body) }),
  );

  routes.put(
    '/campaigns/:year',
    {
      schema: {
        tags,
        summary: "Change a campaign's dates, links and banners",
        params: officeCampaignYearParams,
        body: officeCampaignInput,
        response: { 200: officeCampaignResponse, ...refusals, 404: errorBody },
      },
    },
    async (request) => ({
      data: await service.update(actorOf(request), request.params.year, request.body),
    }),
  );

  routes.post(
    '/banner-image',
    {
      schema: {
        tags,
        summary: 'Upload a banner image (multipart, one file); answers its id for a banner',
        consumes: ['multipart/form-data'],
        response: { 200: officeBannerImageResponse, ...refusals, 413: errorBody, 415: errorBody },
      },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, 'Stuur de afbeelding als multipart/form-data.', 'image');
      }
      const { image } = await readUploadParts(request, {
        maxBytes,
        field: 'image',
        isImageField: () => true,
      });
      if (!image || image.length === 0) {
        throw new HttpError(400, 'Er is geen afbeelding meegestuurd.', 'image');
      }
      return { data: await service.uploadBannerImage(actorOf(request), image) };
    },
  );
}

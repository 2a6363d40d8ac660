import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '@tvt/contract';
import { officeBirdListResponse, officeBirdResponse } from '@tvt/contract/office';
import {
  officeBirdBody,
  officeBirdMediaParams,
  officeBirdParams,
  officeMediaCreditBody,
} from '@tvt/contract/requests';
import { HttpError } from '../../http-error.ts';
import { officeArea } from '../office-area/office-area.ts';
import type { OfficeRouteOptions } from '../office-content/routes.ts';
import { acceptOfficeUploads, readOfficeForm } from '../office-content/upload.ts';
import type { OfficeBirdService } from './service.ts';

const tags = ['office'];
const refusals = { 400: errorBody, 401: errorBody, 403: errorBody };

/** The office's species: `/api/office/v1/birds` (role editor). */
export async function officeBirdRoutes(
  app: FastifyInstance,
  { service, actorOf }: OfficeRouteOptions & { service: OfficeBirdService },
) {
  officeArea(app, 'editor');
  app.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'no-store'));
  await acceptOfficeUploads(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Every species, alphabetically',
        response: { 200: officeBirdListResponse, ...refusals },
      },
    },
    async () => ({ data: await service.list() }),
  );
  routes.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'A species as the office edits it',
        params: officeBirdParams,
        response: { 200: officeBirdResponse, 404: errorBody, ...refusals },
      },
    },
    async (request) => ({ data: await service.detail(request.params.id) }),
  );
  routes.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Change every field: names, tip, count-form flags, wizard traits',
        params: officeBirdParams,
        body: officeBirdBody,
        response: { 200: officeBirdResponse, 404: errorBody, ...refusals },
      },
    },
    async (request) => ({
      data: await service.update(actorOf(request), request.params.id, request.body),
    }),
  );
  routes.post(
    '/:id/media/:slot',
    {
      schema: {
        tags,
        summary:
          'Upload a drawing (image), sound or video: multipart fields maker, licence and file',
        consumes: ['multipart/form-data'],
        params: officeBirdMediaParams,
        response: { 200: officeBirdResponse, 404: errorBody, 413: errorBody, ...refusals },
      },
    },
    async (request) => {
      const { id, slot } = request.params;
      const { file, fields } = await readOfficeForm(request);
      // The credit is checked before the file is stored, so a refused upload leaves nothing.
      const credit = officeMediaCreditBody.safeParse(fields);
      if (!credit.success) {
        const [issue] = credit.error.issues;
        throw new HttpError(400, issue!.message, String(issue!.path[0]));
      }
      const upload = { bytes: file, credit: credit.data };
      return { data: await service.setMedia(actorOf(request), id, slot, upload) };
    },
  );
  routes.put(
    '/:id/media/:slot/credit',
    {
      schema: {
        tags,
        summary: 'Change the maker and licence of an uploaded file',
        params: officeBirdMediaParams,
        body: officeMediaCreditBody,
        response: { 200: officeBirdResponse, 404: errorBody, ...refusals },
      },
    },
    async (request) => {
      const { id, slot } = request.params;
      return { data: await service.setCredit(actorOf(request), id, slot, request.body) };
    },
  );
  routes.delete(
    '/:id/media/:slot',
    {
      schema: {
        tags,
        summary: 'Remove the uploaded file and its credit (the drawing: back to the default)',
        params: officeBirdMediaParams,
        response: { 200: officeBirdResponse, 404: errorBody, ...refusals },
      },
    },
    async (request) => {
      const { id, slot } = request.params;
      return { data: await service.setMedia(actorOf(request), id, slot, null) };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '@tvt/contract';
import { exportCampaignsResponse, exportCountsQuery } from '@tvt/contract/office';
import { officeArea } from '../office-access/office-scope.ts';
import { officeActorOf } from '../office-access/require-role.ts';
import type { ResearchExportService } from './service.ts';

export interface ResearchExportRoutesOptions {
  service: ResearchExportService;
}

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody };

/** The research export, mounted at /api/office/v1 (role `admin`). */
export function researchExportRoutes(
  app: FastifyInstance,
  { service }: ResearchExportRoutesOptions,
  done: () => void,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['office'];
  officeArea(app, 'admin');

  routes.get(
    '/export/campaigns',
    {
      schema: {
        tags,
        summary: 'Campaigns with counts in the results, newest first',
        response: { 200: exportCampaignsResponse, ...refusals },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.campaigns();
    },
  );

  routes.get(
    '/export/counts',
    {
      schema: {
        tags,
        summary: "A campaign's accepted counts for research, as CSV or Parquet (streamed)",
        description:
          'UTF-8 CSV (RFC 4180, header row, CRLF) or Parquet; one row per count that is in ' +
          'the results; location as postcode4, municipality_code and province only; no ' +
          'personal data. Columns: apps/api/src/modules/research-export/README.md. Audited. ' +
          'Refusals: 400 (bad campaign or format), 401, 403, each `{ message, field? }`.',
        querystring: exportCountsQuery,
        produces: ['text/csv', 'application/vnd.apache.parquet'],
      },
    },
    async (request, reply) => {
      const { campaign, format } = request.query;
      const file = await service.open(campaign, format, officeActorOf(request));
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
  done();
}

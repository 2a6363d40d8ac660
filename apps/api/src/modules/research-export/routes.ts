import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@tvt/contract';
import {
  datasetSettingsBody,
  datasetSettingsResponse,
  exportCampaignsResponse,
  exportCountsQuery,
} from '@tvt/contract/office';
import { officeArea } from '../office-area/office-area.ts';
import { officeActorOf } from '../office-access/require-role.ts';
import type { ResearchExportService } from './service.ts';

export interface ResearchExportRoutesOptions {
  service: ResearchExportService;
}

const refusals = { 400: errorBody, 401: errorBody, 403: errorBody };

/**
 * The research export, mounted at /api/office/v1: the downloads for the role `research` (an admin
 * holds it too), the dataset's settings saved by an admin.
 */
export function researchExportRoutes(
  app: FastifyInstance,
  { service }: ResearchExportRoutesOptions,
  done: () => void,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['office'];
  officeArea(app, 'research');

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
    '/export/settings',
    {
      schema: {
        tags,
        summary: "The research dataset's licence, rights holder, contact and location precision",
        response: { 200: datasetSettingsResponse, ...refusals },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await service.settings() };
    },
  );

  routes.put(
    '/export/settings',
    {
      config: { officeAccess: 'admin' },
      schema: {
        tags,
        summary: "Save the research dataset's settings (eml.xml, event.txt coordinates); audited",
        body: datasetSettingsBody,
        response: { 200: datasetSettingsResponse, ...refusals },
      },
    },
    async (request) => ({
      data: await service.saveSettings(request.body, officeActorOf(request)),
    }),
  );

  routes.get(
    '/export/counts',
    {
      schema: {
        tags,
        summary:
          "A campaign's accepted counts for research: CSV, Parquet or a Darwin Core Archive (streamed)",
        description:
          'format=csv: UTF-8 CSV with a header row and CRLF, flavour=program (default: `,`, ' +
          'RFC 4180, no BOM) or flavour=spreadsheet (`;` and a UTF-8 BOM, for Dutch Excel). ' +
          'format=parquet: the same columns, DATE and TIMESTAMP typed. format=dwca: a Darwin ' +
          'Core Archive (application/zip: meta.xml, eml.xml, event.txt core, occurrence.txt and ' +
          'extendedmeasurementorfact.txt extensions, column-dictionary.csv). One row (event) per ' +
          'count in the results; location as postcode area, municipality and province only; no ' +
          'personal data. Columns: apps/api/src/modules/research-export/README.md. Audited. ' +
          'Refusals: 400 (bad campaign, format or flavour), 401, 403, each `{ message, field? }`.',
        querystring: exportCountsQuery,
        produces: ['text/csv', 'application/vnd.apache.parquet', 'application/zip'],
        response: {
          200: z
            .string()
            .describe(
              'text/csv (format=csv), application/vnd.apache.parquet (format=parquet) or ' +
                'application/zip (format=dwca, a Darwin Core Archive)',
            ),
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { campaign, format, flavour } = request.query;
      const file = await service.open(campaign, format, officeActorOf(request), flavour);
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'no-store')
          // A stream is sent as it is, never serialised: the 200 schema only documents the bytes.
          .send(file.stream as unknown as string)
      );
    },
  );
  done();
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@tvt/contract';
import { csvFileSuffix } from '@tvt/domain';
import { newsletterQuery } from '@tvt/contract/office';
import { officeArea } from '../office-area/office-area.ts';
import { officeActorOf } from '../office-access/require-role.ts';
import type { NewsletterService } from './service.ts';

export interface NewsletterRoutesOptions {
  service: NewsletterService;
}

/** `GET /api/office/v1/newsletter.csv`: admin only, every download in the audit log. */
export function newsletterRoutes(
  app: FastifyInstance,
  { service }: NewsletterRoutesOptions,
  done: () => void,
) {
  officeArea(app, 'admin');
  app.withTypeProvider<ZodTypeProvider>().get(
    '/newsletter.csv',
    {
      schema: {
        tags: ['office'],
        summary:
          'Participants who opted in to the newsletter: e-mail and name, UTF-8 CSV with a header row',
        description:
          'flavour=program (default): `,` separated, RFC 4180, no BOM. flavour=spreadsheet: `;` ' +
          'separated with a UTF-8 BOM, so Dutch Excel opens it in columns. Audited.',
        querystring: newsletterQuery,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('CSV: email,voornaam,tussenvoegsel,achternaam'),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          503: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { campaign, flavour } = request.query;
      const body = await service.csv(officeActorOf(request), campaign, flavour);
      const name = `nieuwsbrief-${campaign ?? 'alle'}${csvFileSuffix(flavour)}.csv`;
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${name}"`)
        .type('text/csv; charset=utf-8')
        .send(body);
    },
  );
  done();
}

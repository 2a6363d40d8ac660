import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADDRESS_NOT_RECOGNISED,
  type RuleResult,
  normalisePostalCode,
  validateHouseNumber,
  validateHouseNumberAddition,
  validatePostalCode,
} from '@tvt/domain';
import type { Config } from '../../env.ts';
import { HttpError } from '../../http-error.ts';
import { errorBody } from '../source-query.ts';
import { hasCredentials } from './basic-auth.ts';
import { AddressSourceUnavailable } from './lookup.ts';
import type { AddressService } from './service.ts';

export const ADDRESS_UNAVAILABLE =
  'Het adres kan nu niet worden opgezocht. Probeer het over een paar minuten opnieuw.';
export const WRONG_CREDENTIALS = 'Geen toegang tot de adresservice: onjuiste inloggegevens.';

/** A text checked by a domain rule after its normalisation, with the rule's Dutch message. */
function checked(rule: (value: string) => RuleResult, normalise: (value: string) => string) {
  return z
    .string()
    .transform(normalise)
    .superRefine((value, ctx) => {
      const message = rule(value);
      if (message !== undefined) ctx.addIssue({ code: 'custom', message });
    });
}

const params = z.object({
  postalCode: checked(validatePostalCode, normalisePostalCode),
  streetNumber: checked(validateHouseNumber, (v) => v.trim()),
});

const query = z.object({
  addition: checked(validateHouseNumberAddition, (v) => v.trim()).optional(),
  source: z.string().max(100).optional(),
});

const answer = z.object({
  data: z.object({
    street: z.string(),
    city: z.string(),
    province: z.string(),
    municipality: z.string(),
    municipalityCode: z.string().describe('CBS code, four digits'),
    latitude: z.number(),
    longitude: z.number(),
    bagNumberDesignationId: z.string().describe('BAG nummeraanduiding id'),
    surfaceArea: z.number().nullable().describe('Floor area in m², null when unknown'),
  }),
});

const notFound = z.object({ exception: z.string(), message: z.string() });

/** The postcode service, mounted at /api/postcode/v1. */
export function addressRoutes(
  app: FastifyInstance,
  { config, service }: { config: Config; service: AddressService },
  done: (error?: Error) => void,
): void {
  const credentials = config.address.basicAuth;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  if (credentials) {
    app.addHook('onRequest', async (request, reply) => {
      if (hasCredentials(request.headers.authorization, credentials)) return;
      reply.header('www-authenticate', 'Basic realm="postcode", charset="UTF-8"');
      throw new HttpError(401, WRONG_CREDENTIALS);
    });
  }

  routes.get(
    '/address/:postalCode/:streetNumber',
    {
      schema: {
        tags: ['postcode'],
        summary: 'The BAG address for a postcode and house number (optionally an addition)',
        params,
        querystring: query,
        response: { 200: answer, 400: errorBody, 401: errorBody, 404: notFound, 503: errorBody },
      },
    },
    async (request, reply) => {
      try {
        const data = await service.find({ ...request.params, addition: request.query.addition });
        if (data) return { data };
      } catch (error) {
        if (!(error instanceof AddressSourceUnavailable)) throw error;
        request.log.warn({ err: error }, 'address source unavailable');
        throw new HttpError(503, ADDRESS_UNAVAILABLE);
      }
      return reply
        .status(404)
        .send({ exception: ADDRESS_NOT_RECOGNISED, message: ADDRESS_NOT_RECOGNISED });
    },
  );
  done();
}

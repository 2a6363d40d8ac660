import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADDRESS_NOT_RECOGNISED } from '@tvt/domain';
import type { Config } from '../../env.ts';
import { HttpError } from '../../http-error.ts';
import { addressNotFound, addressResponse, errorBody } from '@tvt/contract';
import { addressParams, addressQuery } from '@tvt/contract/requests';
import { hasCredentials } from './basic-auth.ts';
import { AddressSourceUnavailable } from './lookup.ts';
import type { AddressService } from './service.ts';

export const ADDRESS_UNAVAILABLE =
  'Het adres kan nu niet worden opgezocht. Probeer het over een paar minuten opnieuw.';
export const WRONG_CREDENTIALS = 'Geen toegang tot de adresservice: onjuiste inloggegevens.';

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
        params: addressParams,
        querystring: addressQuery,
        response: {
          200: addressResponse,
          400: errorBody,
          401: errorBody,
          404: addressNotFound,
          503: errorBody,
        },
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

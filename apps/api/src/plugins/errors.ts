import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../service-unavailable.ts';
import { HttpError } from '../http-error.ts';
import { global } from './global.ts';

export const NOT_FOUND_MESSAGE = 'Niet gevonden';
const SERVER_ERROR_MESSAGE = 'Er ging iets mis. Probeer het later opnieuw.';
export const UNAVAILABLE_MESSAGE =
  'De Tuinvogeltelling kan de gegevens nu even niet bereiken. Probeer het over een paar seconden opnieuw.';

/** Dutch texts for the 4xx statuses the framework itself can raise. */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'Ongeldige invoer.',
  401: 'Je bent niet ingelogd.',
  403: 'Je hebt geen toegang.',
  404: NOT_FOUND_MESSAGE,
  405: 'Deze methode is hier niet toegestaan.',
  406: 'Dit formaat kan niet worden geleverd.',
  408: 'Het verzoek duurde te lang.',
  413: 'De invoer is te groot.',
  415: 'Dit soort invoer wordt niet ondersteund.',
  429: 'Te veel verzoeken. Probeer het over een minuut opnieuw.',
};

interface ErrorBody {
  message: string;
  field?: string;
}

function fieldOf(instancePath: string | undefined): string | undefined {
  const field = (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return field === '' ? undefined : field;
}

function classify(
  error: FastifyError | HttpError,
): { status: number; body: ErrorBody } | undefined {
  if (error instanceof HttpError) {
    const body: ErrorBody = { message: error.message };
    if (error.field) body.field = error.field;
    return { status: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const body: ErrorBody = { message: first?.message ?? STATUS_MESSAGES[400]! };
    const field = fieldOf(first?.instancePath);
    if (field) body.field = field;
    return { status: 400, body };
  }
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return { status, body: { message: STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400]! } };
  }
  return undefined;
}

/** The one error handler and the JSON 404; every client error becomes `{ message, field? }` in Dutch. */
export const errorsPlugin = global((app: FastifyInstance, _options: unknown, done: () => void) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = classify(error);
    if (known) return reply.status(known.status).send(known.body);
    if (isDatabaseUnavailable(error)) {
      // Expected while the database is away; the client retries after the pause.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send({ message: UNAVAILABLE_MESSAGE });
    }
    // Only the error and the request id (bound to request.log): never the body or the query.
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: SERVER_ERROR_MESSAGE });
  });
  done();
});

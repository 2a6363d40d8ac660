import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error.ts';
import { SUSPECT_JSON_ESCAPE, findInvalidText, invalidTextMessage } from '../input/invalid-text.ts';
import { global } from './global.ts';

export const INVALID_URL_MESSAGE = 'Het adres bevat een ongeldig teken.';
export const URL_TOO_LONG_MESSAGE = 'Het adres is te lang.';

/**
 * Input no route can store is refused once, here, with 400 in Dutch (decision 040):
 * - a NUL (`%00`) anywhere in the URL: path parameters and queries reach PostgreSQL, which
 *   cannot hold it; the identity provider's endpoints included (they share this hook);
 * - a JSON body with a NUL or a lone UTF-16 surrogate in any string or key. Such a count
 *   would otherwise fail (or be altered) on every retry, and the outbox would keep it forever.
 */
export const inputGuardPlugin = global(
  (app: FastifyInstance, _options: unknown, done: () => void) => {
    app.addHook('onRequest', (request, _reply, next) => {
      if (request.url.includes('%00')) next(new HttpError(400, INVALID_URL_MESSAGE));
      else next();
    });

    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      void parseJson(request, body as string, (error, value) => {
        if (error) return done(error);
        if (typeof body === 'string' && SUSPECT_JSON_ESCAPE.test(body)) {
          const field = findInvalidText(value);
          if (field !== undefined) {
            return done(new HttpError(400, invalidTextMessage(field), field || undefined));
          }
        }
        done(null, value);
      });
    });
    done();
  },
);

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Writable } from 'node:stream';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../env.ts';
import { global } from './global.ts';
import { safeError } from './safe-error.ts';

const SAFE_REQUEST_ID = /^[\w.:-]{1,64}$/;

/** Accepts a load balancer's request id when it is harmless; otherwise makes one. */
export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * What a log line says about the URL. Query strings can hold personal data (e-mail, postcode) and
 * so can API path parameters, so API requests are logged by their route pattern and nothing logs
 * a query string.
 */
export function loggableUrl(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '';
  if (path === '/api' || path.startsWith('/api/')) return request.routeOptions.url ?? '(unmatched)';
  return path;
}

export function loggerOptions(config: Config, stream?: Writable): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // No headers, no client address, no body: only what an operator needs to follow a request.
      req: (request: FastifyRequest) => ({ method: request.method, url: loggableUrl(request) }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: safeError,
    },
  };
}

/**
 * The access log: one line per answer, written when it is sent (Fastify's own pair of lines per
 * request is turned off in app.ts). 4xx and 5xx are always logged; other answers with the chance
 * `sample` (ACCESS_LOG_SAMPLE: 1 logs all, 0.01 one in a hundred, 0 none).
 */
export const accessLogPlugin = global(
  (app: FastifyInstance, { sample }: { sample: number }, done: () => void) => {
    app.addHook('onResponse', (request, reply, next) => {
      if (reply.statusCode < 400 && (sample <= 0 || (sample < 1 && Math.random() >= sample))) {
        next();
        return;
      }
      request.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
      next();
    });
    done();
  },
);

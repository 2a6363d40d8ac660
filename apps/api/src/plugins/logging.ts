import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Writable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { type Logger, pino } from 'pino';
import type { Config } from '../env.ts';
import { global } from './global.ts';
import { safeError } from './safe-error.ts';

/** What the log reads of a request (a Fastify request, or the front door's answer). */
declare module 'fastify' {
  interface FastifyInstance {
    /** One access log line for an answer, sampled by ACCESS_LOG_SAMPLE (4xx and 5xx always). */
    logAnswer: (reqId: string, request: LoggedRequest, status: number, ms: number) => void;
  }
}

export type LoggedRequest = Pick<FastifyRequest, 'method' | 'url'> & {
  routeOptions: { url?: string | undefined };
};

const SAFE_REQUEST_ID = /^[\w.:-]{1,64}$/;
// A random prefix per process and a counter: unique across instances and restarts, and a few
// times cheaper than a UUID per answer on the cached read path (issue 16).
const ID_PREFIX = randomBytes(9).toString('base64url');
let lastId = 0;

/** Accepts a load balancer's request id when it is harmless; otherwise makes one. */
export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  if (typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming)) return incoming;
  lastId += 1;
  return `${ID_PREFIX}-${lastId.toString(36)}`;
}

/**
 * What a log line says about the URL. Query strings can hold personal data (e-mail, postcode) and
 * so can API path parameters, so API requests are logged by their route pattern and nothing logs
 * a query string.
 */
export function loggableUrl(request: LoggedRequest): string {
  const path = request.url.split('?')[0] ?? '';
  if (path === '/api' || path.startsWith('/api/')) return request.routeOptions.url ?? '(unmatched)';
  // An oddly written API path (`//api/…`, `/API/…`, `/%61pi/…`) reaches no route pattern: it
  // is logged as unmatched, like any other path that could carry an address.
  const plain = readable(path)
    .toLowerCase()
    .replace(/\/{2,}/g, '/');
  if (/^\/+api(\/|;|$)/.test(plain) || /\/api\//.test(plain)) return '(unmatched)';
  return maskAddress(path);
}

function readable(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A postcode anywhere in a path, and the house number after it, as the route would name them. */
const POSTCODE = /\d{4}(?:\s|%20|\+|_|-)*[a-z]{2}(?:\/[^/]*)?/gi;
function maskAddress(path: string): string {
  const decoded = readable(path);
  if (!POSTCODE.test(decoded) && !POSTCODE.test(path)) return path;
  POSTCODE.lastIndex = 0;
  return decoded.replace(POSTCODE, ':postalCode/:streetNumber');
}

/** The app's logger and the access log's, writing to one destination. */
export interface Loggers {
  app: FastifyBaseLogger;
  access: Logger;
}

const serializers = {
  // No headers, no client address, no body: only what an operator needs to follow a request.
  req: (request: LoggedRequest) => ({ method: request.method, url: loggableUrl(request) }),
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
  err: safeError,
};

/**
 * Standard output is written asynchronously (lines written while a write is under way go out
 * together; pino flushes what is left when the process exits). The app's logger redacts
 * credentials wherever a line carries headers; the access log's lines carry only the serialised
 * request and answer above, so it skips redaction, which costs more than the rest of the line.
 */
export function createLoggers(config: Config, stream?: Writable): Loggers {
  const destination = stream ?? pino.destination({ dest: 1, sync: false });
  const app = pino(
    {
      level: config.logLevel,
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
      serializers,
    },
    destination,
  );
  const access = pino({ level: config.logLevel, serializers }, destination);
  return { app, access };
}

/**
 * The access log: one line per answer, written when it is sent (Fastify's own pair of lines per
 * request is turned off in app.ts). Writes, 4xx and 5xx are always logged; successful reads with
 * the chance `sample` (ACCESS_LOG_SAMPLE, default 0.01: one in a hundred; 1 logs all, 0 none).
 */
export const accessLogPlugin = global(
  (app: FastifyInstance, options: { sample: number; log: Logger }, done: () => void) => {
    const { sample, log } = options;
    function logAnswer(reqId: string, request: LoggedRequest, status: number, ms: number): void {
      if (!accessLogged(sample, request.method, status)) return;
      log.info(
        { reqId, req: request, res: { statusCode: status }, responseTime: ms },
        'request completed',
      );
    }
    app.decorate('logAnswer', logAnswer);
    app.addHook('onResponse', (request, reply, next) => {
      logAnswer(request.id, request, reply.statusCode, reply.elapsedTime);
      next();
    });
    done();
  },
);

/**
 * Whether an answer gets an access log line: every write and every 4xx or 5xx does; of the
 * successful reads (the volume: every phone polls) a share `sample`. Metrics count them all.
 */
export function accessLogged(sample: number, method: string, status: number): boolean {
  if (status >= 400 || sample >= 1 || (method !== 'GET' && method !== 'HEAD')) return true;
  return sample > 0 && Math.random() < sample;
}

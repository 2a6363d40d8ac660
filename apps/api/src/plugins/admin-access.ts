import { createServer, type Server } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SecurityConfig } from '../env.ts';
import { HttpError } from '../http-error.ts';
import { global } from './global.ts';

type Area = 'metrics' | 'docs';

function areaOf(url: string): Area | undefined {
  const path = url.split('?')[0] ?? '';
  if (path === '/metrics') return 'metrics';
  if (path === '/docs' || path.startsWith('/docs/')) return 'docs';
  return undefined;
}

/** The admin port answers only these: the admin areas and the probes. */
const ADMIN_PORT_PATHS = /^\/(metrics|docs(\/.*)?|healthz|readyz)$/;

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * /metrics and /docs for operators only: on ADMIN_PORT (and then not on PORT), and/or behind
 * METRICS_TOKEN / DOCS_TOKEN as a bearer token. Unset: open, as before.
 */
export const adminAccessPlugin = global(
  (app: FastifyInstance, { security }: { security: SecurityConfig }, done: () => void) => {
    const { adminPort } = security;
    const tokens: Record<Area, string | undefined> = {
      metrics: security.metricsToken,
      docs: security.docsToken,
    };
    if (adminPort === undefined && !tokens.metrics && !tokens.docs) return done();
    app.addHook('onClose', (instance, closed) => {
      const server = adminServers.get(instance);
      if (!server) return closed();
      server.closeAllConnections();
      server.close(() => closed());
    });
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, next) => {
      const area = areaOf(request.url);
      const onAdminPort = adminPort !== undefined && request.socket.localPort === adminPort;
      if (onAdminPort && !ADMIN_PORT_PATHS.test(request.url.split('?')[0] ?? '')) {
        return next(new HttpError(404, 'Niet gevonden'));
      }
      if (!area) return next();
      if (adminPort !== undefined && !onAdminPort) return next(new HttpError(404, 'Niet gevonden'));
      const token = tokens[area];
      if (token && !bearerMatches(request, token)) {
        reply.header('www-authenticate', 'Bearer');
        return next(new HttpError(401, 'Niet toegestaan'));
      }
      next();
    });
    done();
  },
);

/** Admin listeners, closed with their app (a hook cannot be added once the app listens). */
const adminServers = new WeakMap<FastifyInstance, Server>();

/** The admin port: a second listener on the same app (same routes, hooks and registry). */
export async function listenAdmin(
  app: FastifyInstance,
  port: number,
  host: string,
): Promise<Server> {
  const server = createServer((req, res) => app.routing(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  adminServers.set(app, server);
  return server;
}

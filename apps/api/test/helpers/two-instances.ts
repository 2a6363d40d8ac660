import { type Server, createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import type { Config } from '../../src/env.ts';

/**
 * A balancer in front of app instances that share one database: every request goes to the
 * instance `route()` names at that moment (no sticky sessions).
 */
export interface Front {
  origin: string;
  route: () => FastifyInstance;
  close: () => Promise<void>;
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;

export async function startFront(route: () => FastifyInstance): Promise<Front> {
  const front: Front = { origin: '', route, close: () => Promise.resolve() };
  const server = createServer((req, res) => {
    const target = portOf(front.route().server);
    const upstream = forward(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  front.origin = `http://127.0.0.1:${portOf(server)}`;
  front.close = () => new Promise((resolve) => server.close(() => resolve()));
  return front;
}

/** Another instance of the app on the same database (a process started or restarted). */
export async function startInstance(config: Config, database: Database): Promise<FastifyInstance> {
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

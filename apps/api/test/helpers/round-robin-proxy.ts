import { type IncomingMessage, type Server, createServer, request } from 'node:http';

export interface ProxyHit {
  method: string;
  path: string;
  upstream: number;
  status: number;
}

export interface RoundRobinProxy {
  origin: string;
  hits: ProxyHit[];
  close: () => Promise<void>;
}

/** Pins one request to an instance (`0`, `1`, …); without it, requests take turns. */
export const PIN_HEADER = 'x-test-upstream';

/**
 * A balancer as an operator runs one: round robin over the instances, no sticky sessions, and
 * `X-Forwarded-For` OVERWRITTEN with the address it sees (never appended to).
 */
export async function startRoundRobinProxy(
  port: number,
  upstreams: string[],
): Promise<RoundRobinProxy> {
  const hits: ProxyHit[] = [];
  let next = 0;
  const server: Server = createServer((incoming: IncomingMessage, outgoing) => {
    const pinned = incoming.headers[PIN_HEADER];
    const index = pinned === undefined ? next++ % upstreams.length : Number(pinned);
    const target = new URL(incoming.url ?? '/', upstreams[index]);
    const headers = { ...incoming.headers };
    delete headers[PIN_HEADER];
    headers['x-forwarded-for'] = incoming.socket.remoteAddress ?? '';
    const forward = request(
      target,
      { method: incoming.method, headers, agent: false },
      (answer) => {
        hits.push({
          method: incoming.method ?? 'GET',
          path: target.pathname,
          upstream: index,
          status: answer.statusCode ?? 0,
        });
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

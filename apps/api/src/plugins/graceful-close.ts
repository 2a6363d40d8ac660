import type { FastifyInstance } from 'fastify';
import { global } from './global.ts';

const IDLE_SWEEP_MS = 200;

/**
 * Lets `app.close()` finish promptly without cutting requests off. Fastify closes the sockets
 * that are idle when closing starts; a request still in flight then would leave its keep-alive
 * socket open for the whole keep-alive timeout. So while closing, every answer says
 * `Connection: close`, and sockets that have turned idle are swept until the server is closed.
 */
export const gracefulClosePlugin = global(
  (app: FastifyInstance, _options: unknown, done: () => void) => {
    let closing = false;
    let sweep: NodeJS.Timeout | undefined;

    app.addHook('preClose', (hookDone) => {
      closing = true;
      sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
      sweep.unref();
      hookDone();
    });
    app.addHook('onSend', (_request, reply, payload, next) => {
      if (closing) reply.header('connection', 'close');
      next(null, payload);
    });
    app.addHook('onClose', (_instance, hookDone) => {
      clearInterval(sweep);
      hookDone();
    });
    done();
  },
);

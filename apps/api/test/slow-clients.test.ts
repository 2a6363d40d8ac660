import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

/**
 * Issue 33: slow clients (slowloris) cannot hold connections open: headers must arrive within
 * HEADERS_TIMEOUT_MS, the whole request within REQUEST_TIMEOUT_MS. Before, 51 such connections
 * stayed open for 420 s.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ env: { HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '1500' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t?.close());

/** Opens a connection, sends `start`, then one byte of `drip` every 200 ms; resolves when closed. */
function slowClient(
  start: string,
  drip: string,
): Promise<{ closedAfterMs: number; reply: string }> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const opened = Date.now();
    let reply = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ closedAfterMs: Date.now() - opened, reply });
    });
    socket.connect(port, '127.0.0.1', () => {
      socket.write(start);
      let i = 0;
      timer = setInterval(() => socket.writable && socket.write(drip[i++ % drip.length]!), 200);
    });
  });
}

describe('slow clients', { timeout: 30_000 }, () => {
  it('are cut off when the headers dribble in', async () => {
    const { closedAfterMs, reply } = await slowClient(
      'GET /healthz HTTP/1.1\r\nHost: x\r\n',
      'X-a: b\r\n',
    );
    expect(closedAfterMs).toBeLessThan(5_000);
    expect(reply).toMatch(/^HTTP\/1\.1 408|^$/);
  });

  it('are cut off when the body dribbles in', async () => {
    const { closedAfterMs } = await slowClient(
      'POST /api/count/v1/inzending HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 100000\r\n\r\n{',
      ' ',
    );
    expect(closedAfterMs).toBeLessThan(6_000);
  });
});

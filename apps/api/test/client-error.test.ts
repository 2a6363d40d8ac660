import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ERROR_MESSAGE } from '../src/client-error.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t?.close();
});

/** Sends raw bytes and resolves with everything the server answered before closing. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request, 'latin1'));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe("requests Node's parser refuses", () => {
  it('get a Dutch answer with the status Fastify would send', async () => {
    const control = await raw('GET /home HTTP/1.1\r\nHost: x\r\nCookie: segment=\x01\x7f\r\n\r\n');
    expect(control).toMatch(/^HTTP\/1\.1 400 /);
    expect(control).toContain(JSON.stringify({ message: CLIENT_ERROR_MESSAGE }));
    const broken = await raw('GET /home HTTP/9\r\n\r\n');
    expect(broken).toMatch(/^HTTP\/1\.1 400 /);
    expect(broken).toContain(CLIENT_ERROR_MESSAGE);
  });

  it('answers headers too large with 431, in Dutch', async () => {
    const big = await raw(`GET /home HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big).toMatch(/^HTTP\/1\.1 431 /);
    expect(big).toContain(CLIENT_ERROR_MESSAGE);
  });
});

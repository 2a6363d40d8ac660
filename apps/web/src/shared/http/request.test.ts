// @vitest-environment node
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { totalsResponse } from '@tvt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError, dutchMessage, joinUrl, requestBlob, requestJson, serviceUrl } from './index.ts';

// A real local server answers each path as the table says; the last request is kept.
const answers: Record<string, { status: number; body?: string; delayMs?: number }> = {
  '/totals': { status: 200, body: JSON.stringify({ data: [{ participants: 3, birds: 9 }] }) },
  '/odd': { status: 200, body: JSON.stringify({ data: [{ participants: 'drie' }] }) },
  '/empty': { status: 200, body: '' },
  '/invalid': { status: 400, body: JSON.stringify({ message: 'Vul je postcode in.', field: 'x' }) },
  '/conflict': { status: 409, body: JSON.stringify({ message: 'Al ontvangen.' }) },
  '/busy': { status: 429, body: JSON.stringify({ message: 'Te veel verzoeken.' }) },
  '/down': { status: 503, body: '<html>Bad gateway</html>' },
  '/slow': { status: 200, body: '{}', delayMs: 2_000 },
  '/gone': { status: 204 },
};
let last: { method: string; headers: Record<string, unknown>; body: string } | undefined;
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      last = { method: request.method ?? '', headers: request.headers, body };
      const answer = answers[new URL(request.url ?? '/', 'http://x').pathname];
      const reply = () => {
        response.writeHead(answer?.status ?? 404, { 'content-type': 'application/json' });
        response.end(answer?.body ?? '');
      };
      if (answer?.delayMs) setTimeout(reply, answer.delayMs).unref();
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('requestJson', () => {
  it('answers the body as the contract schema reads it', async () => {
    await expect(requestJson(`${base}/totals`, totalsResponse)).resolves.toEqual({
      data: [{ participants: 3, birds: 9 }],
    });
  });

  it('sends JSON bodies as JSON', async () => {
    await expect(
      requestJson(`${base}/totals`, totalsResponse, { method: 'POST', json: { email: 'a@b.nl' } }),
    ).resolves.toBeDefined();
    expect(last).toMatchObject({ method: 'POST', body: '{"email":"a@b.nl"}' });
    expect(last?.headers['content-type']).toBe('application/json');
  });

  it('turns a 2xx body that is not the contract shape into an unexpected answer', async () => {
    expect(await failure(requestJson(`${base}/odd`, totalsResponse))).toMatchObject({
      kind: 'unexpected',
      status: 200,
    });
    expect((await failure(requestJson(`${base}/empty`, totalsResponse))).kind).toBe('unexpected');
  });

  it("keeps the server's Dutch message and field of a refusal", async () => {
    expect(await failure(requestJson(`${base}/invalid`, totalsResponse))).toMatchObject({
      kind: 'refused',
      status: 400,
      message: 'Vul je postcode in.',
      field: 'x',
    });
    expect(await failure(requestJson(`${base}/conflict`, totalsResponse))).toMatchObject({
      kind: 'refused',
      status: 409,
      message: 'Al ontvangen.',
    });
  });

  it('calls 429, 5xx, a refused connection and a timeout unreachable', async () => {
    expect(await failure(requestJson(`${base}/busy`, totalsResponse))).toMatchObject({
      kind: 'unreachable',
      status: 429,
      message: 'Te veel verzoeken.',
    });
    expect(await failure(requestJson(`${base}/down`, totalsResponse))).toMatchObject({
      kind: 'unreachable',
      status: 503,
      message: 'HTTP 503',
    });
    expect(await failure(requestJson('http://127.0.0.1:1/x', totalsResponse))).toMatchObject({
      kind: 'unreachable',
      status: 0,
    });
    expect(
      await failure(requestJson(`${base}/slow`, totalsResponse, { timeoutMs: 50 })),
    ).toMatchObject({ kind: 'unreachable', status: 0, message: 'TimeoutError' });
  });

  it("passes the caller's own cancellation on as it is", async () => {
    const controller = new AbortController();
    const pending = requestJson(`${base}/slow`, totalsResponse, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.not.toBeInstanceOf(HttpError);
  });
});

describe('requestBlob', () => {
  it('reads an answer without a JSON document', async () => {
    expect((await requestBlob(`${base}/gone`, { method: 'DELETE' })).size).toBe(0);
    expect(last?.method).toBe('DELETE');
  });
});

describe('messages and addresses', () => {
  it("shows the server's message, or a Dutch fallback when there was no usable answer", () => {
    const down = new HttpError('unreachable', 503, 'De inlogdienst is even niet bereikbaar.');
    expect(dutchMessage(down, 'Later opnieuw.')).toBe('De inlogdienst is even niet bereikbaar.');
    expect(dutchMessage(new HttpError('unreachable', 0, 'TimeoutError'), 'Later opnieuw.')).toBe(
      'Later opnieuw.',
    );
    expect(dutchMessage(new TypeError('Failed to fetch'), 'Later opnieuw.')).toBe('Later opnieuw.');
  });

  it('joins a base and a path once, with the source parameter', () => {
    expect(joinUrl('https://cdn.example/', '/tvtBirds.json')).toBe(
      'https://cdn.example/tvtBirds.json',
    );
    expect(serviceUrl('/api/content/v1/', '/menu-more', 'tvt')).toBe(
      '/api/content/v1/menu-more?source=tvt',
    );
    expect(serviceUrl('/api/bird/v1', 'birds?limit=3', 'a b')).toBe(
      '/api/bird/v1/birds?limit=3&source=a%20b',
    );
  });
});

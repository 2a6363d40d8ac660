import { Writable } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bird } from '../src/db/schema/index.ts';
import { accessLogged } from '../src/plugins/logging.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

/** Requests that reached the app's hooks (the front door answers before them). */
let throughHooks: string[] = [];
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

describe('the front door: kept answers written before the router', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'info', CONTENT_POLL_SECONDS: '3600' },
      logStream,
      extend: (app) =>
        app.addHook('onRequest', (request, _reply, done) => {
          throughHooks.push(request.url);
          done();
        }),
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const withoutPerRequest = (headers: Headers) => {
    const kept = Object.fromEntries(headers);
    for (const name of ['date', 'x-request-id', 'connection', 'keep-alive']) delete kept[name];
    return kept;
  };

  it('answers the second request of a URL without the hooks, with the same headers and bytes', async () => {
    throughHooks = [];
    const url = '/api/bird/v1/birds?keyword=merel';
    const first = await fetch(base + url);
    const firstBody = await first.text();
    const second = await fetch(base + url);
    const secondBody = await second.text();
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(secondBody).toBe(firstBody);
    expect(withoutPerRequest(second.headers)).toEqual(withoutPerRequest(first.headers));
    // Each answer its own id: the process's random prefix and a counter.
    expect(second.headers.get('x-request-id')).toMatch(/^[\w-]{12}-[0-9a-z]+$/);
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    expect(throughHooks).toEqual([url]);
  });

  it('answers If-None-Match with 304 and a compressed copy to Accept-Encoding', async () => {
    const url = '/api/bird/v1/birds';
    const first = await fetch(base + url, { headers: { 'accept-encoding': 'identity' } });
    const plain = await first.text();
    const etag = first.headers.get('etag')!;
    throughHooks = [];
    const notModified = await fetch(base + url, { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    // fetch() would decode it; a raw request shows the bytes that go over the wire.
    const { request } = await import('node:http');
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      request(base + url, { headers: { 'accept-encoding': 'br' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    });
    expect(raw.encoding).toBe('br');
    expect(brotliDecompressSync(raw.body).toString()).toBe(plain);
    expect(throughHooks).toEqual([]);
  });

  it('sends an edited answer once the content version moves, not the kept one', async () => {
    const url = '/api/bird/v1/birds?keyword=koolmees';
    const before = (await (await fetch(base + url)).json()) as { data: { data: { id: string }[] } };
    const id = before.data.data[0]!.id;
    await fetch(base + url);
    await t.database.db.update(bird).set({ name: 'Koolmees (bewerkt)' }).where(eq(bird.id, id));
    await t.app.contentChanged();
    throughHooks = [];
    const after = await (await fetch(base + url)).text();
    expect(after).toContain('Koolmees (bewerkt)');
    expect(throughHooks).toEqual([url]);
  });

  it('leaves other methods, unknown URLs and refused input to the app', async () => {
    throughHooks = [];
    await fetch(base + '/cdn/tvtPhase.json');
    await fetch(base + '/cdn/tvtPhase.json', { method: 'HEAD' });
    expect(throughHooks).toEqual(['/cdn/tvtPhase.json', '/cdn/tvtPhase.json']);
    // Refused by the input guard, an earlier hook than the one counting here.
    const refused = await fetch(base + '/api/bird/v1/birds/%00');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('ongeldig teken');
  });

  it('counts its answers in the metrics and the access log, by route pattern', async () => {
    const url = '/api/bird/v1/birds?keyword=roodborst';
    await fetch(base + url);
    logLines.length = 0;
    const second = await fetch(base + url);
    const id = second.headers.get('x-request-id');
    const line = logLines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.reqId === id);
    expect(line).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/bird/v1/birds' },
      res: { statusCode: 200 },
    });
    const metrics = await (await fetch(base + '/metrics')).text();
    const counted =
      /http_requests_total\{method="GET",route="\/api\/bird\/v1\/birds",status_code="200"\} (\d+)/.exec(
        metrics,
      );
    expect(Number(counted?.[1])).toBeGreaterThanOrEqual(4);
  });
});

describe('access log sampling', () => {
  it('logs every write and every refusal, and successful reads by chance', () => {
    expect(accessLogged(0, 'POST', 201)).toBe(true);
    expect(accessLogged(0, 'GET', 404)).toBe(true);
    expect(accessLogged(0, 'GET', 200)).toBe(false);
    expect(accessLogged(1, 'GET', 200)).toBe(true);
    const logged = Array.from({ length: 20_000 }, () => accessLogged(0.1, 'GET', 200));
    const share = logged.filter(Boolean).length / logged.length;
    expect(share).toBeGreaterThan(0.08);
    expect(share).toBeLessThan(0.12);
  });
});

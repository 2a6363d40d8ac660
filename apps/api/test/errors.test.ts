import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info', RATE_LIMIT_MAX: '40', BODY_LIMIT_BYTES: '2048' },
    logStream,
    // Framework paths no real route reaches yet: a JSON body and a failing handler.
    extend: (app) => {
      const routes = app.withTypeProvider<ZodTypeProvider>();
      routes.post(
        '/api/test/v1/echo/:name',
        { schema: { body: z.object({ remark: z.string().max(5) }) } },
        (request, reply) => reply.send({ remark: request.body.remark }),
      );
      routes.get('/api/test/v1/fail', () => {
        throw new Error('database exploded for jan@example.nl');
      });
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('error responses', () => {
  it('refuses invalid input with 400, a Dutch message and the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/v1/echo/a',
      payload: { remark: 'veel te lang' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: expect.stringMatching(/lang/i) as unknown,
      field: 'remark',
    });
    const missing = await t.app.inject({ method: 'POST', url: '/api/test/v1/echo/a', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'remark' });
  });

  it('answers broken JSON and a wrong media type with a 4xx, never a 500', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/test/v1/echo/a',
      headers: { 'content-type': 'application/json' },
      payload: '{"remark":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'Ongeldige invoer.' });
    const media = await t.app.inject({
      method: 'POST',
      url: '/api/test/v1/echo/a',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(media.statusCode).toBe(415);
    expect(media.json()).toEqual({ message: 'Dit soort invoer wordt niet ondersteund.' });
  });

  it('answers a too large body with 413 in Dutch', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/v1/echo/a',
      payload: { remark: 'x'.repeat(5000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'De invoer is te groot.' });
  });

  it('answers an unknown API route with 404 Niet gevonden', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/bird/v1/birds' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Niet gevonden' });
  });

  it('hides an unexpected failure behind a generic 500 and logs it with the request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/v1/fail' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('exploded');
    const id = res.headers['x-request-id'];
    const logged = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'unhandled error');
    expect(logged?.reqId).toBe(id);
  });
});

describe('logs', () => {
  it('carry the route pattern for API calls and never a query string or a header secret', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/test/v1/echo/jan.jansen?email=jan@example.nl',
      headers: { authorization: 'Bearer geheim-token', cookie: 'sid=geheim' },
      payload: { remark: 'hoi' },
    });
    await t.app.inject({ method: 'GET', url: '/cdn/tvtPhase.json?email=jan@example.nl' });
    const text = lines.join('\n');
    expect(text).toContain('/api/test/v1/echo/:name');
    expect(text).toContain('"url":"/cdn/tvtPhase.json"');
    for (const secret of ['jan.jansen', 'jan@example.nl', 'geheim', 'hoi'])
      expect(text).not.toContain(secret);
  });
});

describe('rate limit', () => {
  it('answers 429 in Dutch once the limit is reached', async () => {
    // The quiz computes per call; answers served from memory are not counted (below).
    let last = await t.app.inject({ method: 'GET', url: '/api/bird/v1/birds/quiz' });
    for (let i = 0; i < 45 && last.statusCode !== 429; i++) {
      last = await t.app.inject({ method: 'GET', url: '/api/bird/v1/birds/quiz' });
    }
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({
      message: 'Te veel verzoeken. Probeer het over een minuut opnieuw.',
    });
    // Probes and answers from memory are never throttled.
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const menu = await t.app.inject({ method: 'GET', url: '/api/content/v1/menu-more' });
    expect(menu.statusCode).toBe(200);
  });
});

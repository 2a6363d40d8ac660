import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { segment } from '../src/db/schema/index.ts';
import { segmentEmailHash } from '../src/modules/segment/email-hash.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

const lookup = (t: TestApp, email: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/count/v1/segment', payload: { email } });

describe('segment lookup, switched on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SEGMENT_LOOKUP: 'true' } });
    await t.database.db
      .insert(segment)
      .values({ emailHash: segmentEmailHash('donateur@example.nl'), pageId: 'pagina-42' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the page of a known address, however it is written', async () => {
    const res = await lookup(t, '  Donateur@Example.NL ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { page_id: 'pagina-42' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers no page for an unknown address', async () => {
    const res = await lookup(t, 'iemand@example.nl');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
  });

  it('refuses a malformed address (400) and a missing one', async () => {
    expect((await lookup(t, 'geen-adres')).json()).toMatchObject({ field: 'email' });
    expect((await lookup(t, undefined)).statusCode).toBe(400);
  });

  it('does not answer an e-mail address in the query string', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/count/v1/segment?email=donateur%40example.nl',
    });
    expect(res.statusCode).toBe(404);
  });

  it('hashes like the SQL the organisation uses to fill the table', async () => {
    const { sql } = await import('drizzle-orm');
    const result = await t.database.db.execute(
      sql`select encode(sha256(convert_to(lower(trim(${' Donateur@Example.NL '})), 'UTF8')), 'hex') as h`,
    );
    const { rows } = result as { rows: { h: string }[] };
    expect(rows[0]!.h).toBe(segmentEmailHash('donateur@example.nl'));
  });
});

describe('segment lookup with a donation site configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { SEGMENT_LOOKUP: 'true', SEGMENT_DONATION_URL: 'https://doneer.example.org/gift' },
    });
    await t.database.db
      .insert(segment)
      .values({ emailHash: segmentEmailHash('donateur@example.nl'), pageId: 'pagina-42' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('names the donation site with the page, for the client to add pagina and uuid', async () => {
    const res = await lookup(t, 'donateur@example.nl');
    expect(res.json()).toEqual({
      data: { page_id: 'pagina-42', url: 'https://doneer.example.org/gift' },
    });
  });
});

describe('segment lookup, off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db
      .insert(segment)
      .values({ emailHash: segmentEmailHash('donateur@example.nl'), pageId: 'pagina-42' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers no page even for a known address', async () => {
    expect((await lookup(t, 'donateur@example.nl')).json()).toEqual({ data: null });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { STALE_HEADER } from '@tvt/contract';
import { COUNT_NOW, validCountBody } from '../bench/count-body.ts';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { parseEnv } from '../src/env.ts';
import { seed } from '../src/seed.ts';
import { type RedisServer, startRedisServer } from './helpers/redis-server.ts';
import { startTcpProxy } from './helpers/tcp-proxy.ts';
import { createPostgresDatabase, createTestDatabase } from './helpers/test-database.ts';

/**
 * Issue 33, decision 122: with the database stopped, what a new visitor's app starts with (the
 * configuration, the phase, the birds, the totals, the results) answers from its last good copy,
 * marked `X-Stale`: from the instance's memory, and on an instance that never built it from
 * Redis. On PostgreSQL the path is cut (a proxy refuses every connection); on PGlite the
 * database is closed.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

/** A seeded database and a way to take it away for real. */
async function stoppableDatabase(): Promise<{
  database: Database;
  stop: () => Promise<void>;
  dispose: () => Promise<void>;
}> {
  if (!adminUrl) {
    const { database, dispose } = await createTestDatabase('seeded');
    let closed = false;
    return {
      database,
      stop: async () => {
        closed = true;
        await database.close();
      },
      dispose: async () => {
        if (!closed) await dispose();
      },
    };
  }
  const postgres = await createPostgresDatabase(adminUrl);
  const direct = new URL(postgres.url);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const viaProxy = new URL(postgres.url);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  const database = await openDatabase({
    databaseUrl: viaProxy.toString(),
    poolMax: 4,
    connectTimeoutMs: 500,
    statementTimeoutMs: 1000,
  });
  await runMigrations(database);
  await seed(database, {});
  return {
    database,
    stop: () => Promise.resolve(proxy.setMode('refuse')),
    async dispose() {
      await database.close().catch(() => undefined);
      await proxy.close();
      await postgres.drop();
    },
  };
}

/** What the app reads on its first screens, and a results area. */
const FIRST_LOAD = [
  '/config.json',
  '/cdn/tvtPhase.json',
  '/api/count/v1/phase',
  '/api/bird/v1/birds',
  '/api/content/v1/introtour',
  '/api/count/v1/totals',
  '/cdn/birdsparticipants.json',
  '/api/count/v1/results',
];

describe('last good answers while the database is away', { timeout: 60_000 }, () => {
  let redis: RedisServer;
  let db: Awaited<ReturnType<typeof stoppableDatabase>>;
  let first: FastifyInstance;
  let second: FastifyInstance;
  // The apps' clock: moved past every snapshot's bound once the database is away.
  let shiftMs = 0;
  const now = () => new Date(COUNT_NOW.getTime() + shiftMs);

  beforeAll(async () => {
    redis = await startRedisServer();
    db = await stoppableDatabase();
    const config = parseEnv({
      LOG_LEVEL: 'silent',
      REDIS_URL: redis.url,
      REDIS_PREFIX: `last-good-${process.pid}`,
      TOTALS_CACHE_SECONDS: '1',
      TOTALS_MAX_AGE_SECONDS: '2',
      RESULTS_MAX_AGE_SECONDS: '2',
      DATABASE_CONNECT_TIMEOUT_MS: '500',
      DATABASE_STATEMENT_TIMEOUT_MS: '1000',
    });
    first = await buildApp({ config, database: db.database, now });
    second = await buildApp({ config, database: db.database, now });
    await Promise.all([first.ready(), second.ready()]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await db?.dispose();
    redis?.stop();
  });

  it('answers the last good copy, marked stale, from memory and from Redis', async () => {
    const good = new Map<string, string>();
    for (const url of FIRST_LOAD) {
      const answer = await first.inject(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers[STALE_HEADER], url).toBeUndefined();
      good.set(url, answer.body);
    }
    // Both forget the campaign (kept 15 s) and every answer in memory; then the database goes
    // away and the clock moves past every snapshot's age bound.
    await first.contentChanged();
    await second.contentChanged();
    await db.stop();
    shiftMs = 60_000;

    for (const app of [first, second]) {
      for (const url of FIRST_LOAD) {
        const answer = await app.inject(url);
        expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
        expect(answer.headers[STALE_HEADER], url).toBe('true');
        expect(Number(answer.headers.age), url).toBeGreaterThanOrEqual(0);
        expect(answer.body, url).toBe(good.get(url));
      }
    }

    // Never answered anywhere: no copy to stand in, so the usual 503 with Retry-After.
    const never = await second.inject('/api/count/v1/results/postcode/9999');
    expect(never.statusCode).toBe(503);
    expect(never.headers['retry-after']).toBe('5');
    // A count cannot be stored: the app's outbox keeps it and sends it later.
    const count = await first.inject({
      method: 'POST',
      url: '/api/count/v1/inzending',
      payload: validCountBody(),
    });
    expect(count.statusCode).toBe(503);
    expect(count.headers['retry-after']).toBe('5');
  });
});

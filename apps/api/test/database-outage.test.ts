import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { COUNT_NOW, validCountBody } from '../bench/count-body.ts';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seed } from '../src/seed.ts';
import { parseEnv } from '../src/env.ts';
import { createPostgresDatabase } from './helpers/test-database.ts';
import { startTcpProxy } from './helpers/tcp-proxy.ts';

/**
 * Issue 11: PostgreSQL behind a proxy the test cuts (connections refused) and stalls (no
 * answer at all). Submissions answer 503 + Retry-After, totals keep the last snapshot,
 * /readyz answers 503 within its own limit, and everything works again once the path is back.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;

const env = {
  LOG_LEVEL: 'silent',
  COUNT_SUBMIT_RATE_LIMIT: '100000',
  TOTALS_CACHE_SECONDS: '1',
  DATABASE_CONNECT_TIMEOUT_MS: '500',
  DATABASE_STATEMENT_TIMEOUT_MS: '1000',
  READY_TIMEOUT_MS: '300',
};

describe.skipIf(!adminUrl)('PostgreSQL away (cut, then stalled)', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    const postgres = await createPostgresDatabase(adminUrl!);
    drop = postgres.drop;
    const direct = new URL(postgres.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(postgres.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const config = parseEnv({ ...env, DATABASE_URL: viaProxy.toString() });
    database = await openDatabase({
      databaseUrl: viaProxy.toString(),
      poolMax: 4,
      connectTimeoutMs: config.resilience.databaseConnectTimeoutMs,
      statementTimeoutMs: config.resilience.databaseStatementTimeoutMs,
    });
    await runMigrations(database);
    await seed(database, {});
    app = await buildApp({ config, database, now: () => COUNT_NOW });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await drop?.();
  });

  const submit = (body = validCountBody()) =>
    app.inject({ method: 'POST', url: '/api/count/v1/inzending', payload: body });
  const totals = () => app.inject('/api/count/v1/totals');

  for (const mode of ['refuse', 'stall'] as const) {
    it(`${mode}: 503 + Retry-After for counts, last totals, /readyz 503 in time; then recovers`, async () => {
      proxy.setMode('forward');
      expect((await submit()).statusCode).toBe(200);
      const before = await totals();
      expect(before.statusCode).toBe(200);
      // Let the snapshot expire, so the next read tries (and fails) to recompute.
      await new Promise((r) => setTimeout(r, 1100));

      proxy.setMode(mode);
      if (mode === 'stall') {
        // Connections already in the pool go silent too: cut them so the pool reconnects
        // into the stalled proxy (a path that died without a FIN looks the same).
        proxy.setMode('refuse');
        proxy.setMode('stall');
      }
      const body = validCountBody();
      const refused = await submit(body);
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toEqual({ message: expect.stringMatching(/opnieuw/) as unknown });

      const stale = await totals();
      expect(stale.statusCode).toBe(200);
      expect(stale.json()).toEqual(before.json());

      const started = Date.now();
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(3000);

      proxy.setMode('refuse');
      proxy.setMode('forward');
      // The outbox's retry of the same count now succeeds.
      const retried = await submit(body);
      expect(retried.statusCode, retried.body).toBe(200);
      expect((await app.inject('/readyz')).statusCode).toBe(200);
    });
  }
});

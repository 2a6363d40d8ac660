import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { countedOn, selectableCountDates } from '@tvt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validCountBody } from '../bench/count-body.ts';
import { openDatabase } from '../src/db/database.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';
import { createPostgresDatabase } from './helpers/test-database.ts';

/**
 * Issue 33: a database failover drops every connection, also those inside a transaction. No
 * instance may exit over it: submissions answer 503 + Retry-After while the database is away,
 * and a client that retries loses nothing.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

/** Ends every other connection to `database` (what a failover or an operator does). */
async function terminateAll(admin: pg.Client, database: string): Promise<number> {
  const result = await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  return result.rowCount ?? 0;
}

describe.skipIf(!adminUrl)('PostgreSQL failover', { timeout: 120_000 }, () => {
  let url: string;
  let name: string;
  let drop: () => Promise<void>;
  let admin: pg.Client;

  beforeAll(async () => {
    ({ url, drop } = await createPostgresDatabase(adminUrl!));
    name = new URL(url).pathname.slice(1);
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await drop?.();
  });

  it('a connection dropped inside a transaction fails that transaction, not the process', async () => {
    const database = await openDatabase({ databaseUrl: url, poolMax: 2 });
    try {
      for (let round = 0; round < 3; round++) {
        const transaction = database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          // Idle in transaction: the client is checked out and waits for no reply.
          await sleep(300);
          await tx.execute(sql`select 1`);
        });
        await sleep(100);
        expect(await terminateAll(admin, name)).toBeGreaterThan(0);
        await expect(transaction).rejects.toThrow();
        // The pool replaces the lost client; the next query works.
        await database.db.execute(sql`select 1`);
      }
    } finally {
      await database.close();
    }
  });

  describe('a server under submissions while every backend is dropped, repeatedly', () => {
    let server: ServerProcess;
    let origin: string;
    const hour = 3_600_000;

    beforeAll(async () => {
      const now = Date.now();
      const dir = mkdtempSync(join(tmpdir(), 'tvt-failover-'));
      server = startServer({
        DATABASE_URL: url,
        PORT: '0',
        HOST: '127.0.0.1',
        PUBLIC_URL: 'http://127.0.0.1:8133',
        MAIL_TRANSPORT: 'outbox',
        MAIL_OUTBOX_DIR: join(dir, 'outbox'),
        DATA_DIR: join(dir, 'data'),
        WEB_DIST_DIR: join(dir, 'no-dist'),
        COUNT_SUBMIT_RATE_LIMIT: '100000',
        DATABASE_CONNECT_TIMEOUT_MS: '500',
        DATABASE_STATEMENT_TIMEOUT_MS: '1000',
        CAMPAIGN_PHASE1_START: new Date(now - 48 * hour).toISOString(),
        CAMPAIGN_PHASE2_START: new Date(now - hour).toISOString(),
        CAMPAIGN_PHASE3_START: new Date(now + 48 * hour).toISOString(),
      });
      origin = (await server.started()).replace('localhost', '127.0.0.1');
    });
    afterAll(() => server?.kill());

    const submit = (countId: string) => {
      const date = selectableCountDates(new Date(), {
        phase2Start: new Date(Date.now() - hour),
      })[0]!;
      const countedon = countedOn({ date, hour: 0, minute: 5 });
      const body = { ...validCountBody(countId), countedon };
      return fetch(`${origin}/api/count/v1/inzending`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    };

    it('keeps serving, answers 503 + Retry-After while away, and loses no count', async () => {
      const ids: string[] = [];
      const refused: string[] = [];
      const statuses = new Map<number, number>();
      let storming = true;
      let terminated = 0;
      const storm = (async () => {
        while (storming) {
          terminated += await terminateAll(admin, name);
          await sleep(40 + Math.random() * 80);
        }
      })();
      const load = Array.from({ length: 4 }, async () => {
        for (let i = 0; i < 40; i++) {
          const id = randomUUID();
          ids.push(id);
          const answer = await submit(id).catch(() => undefined);
          const status = answer?.status ?? 0;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status !== 200) refused.push(id);
          if (status === 503) expect(answer!.headers.get('retry-after')).toBe('5');
          await answer?.arrayBuffer();
        }
      });
      await Promise.all(load);
      storming = false;
      await storm;

      expect(server.child.exitCode, server.output.stderr).toBeNull();
      expect(terminated).toBeGreaterThan(10);
      // Only "stored" or "try again": never a 500, never a dropped connection.
      expect([...statuses.keys()].every((s) => s === 200 || s === 503)).toBe(true);
      expect((await fetch(`${origin}/healthz`)).status).toBe(200);

      // The outbox retries what was refused; every count is then stored exactly once.
      for (const id of refused) expect((await submit(id)).status).toBe(200);
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      try {
        const rows = await check.query<{ n: number; distinct: number }>(
          'select count(*)::int as n, count(distinct count_id)::int as distinct from count_submission where count_id = any($1)',
          [ids],
        );
        expect(rows.rows[0]).toEqual({ n: ids.length, distinct: ids.length });
      } finally {
        await check.end();
      }
      expect((await fetch(`${origin}/readyz`)).status).toBe(200);
    });
  });
});

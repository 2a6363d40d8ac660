import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DEFAULT_CAMPAIGN, retentionDeadline } from '@tvt/domain';
import { COUNT_NOW, validCountBody } from '../bench/count-body.ts';
import { createReminderRepository } from '../src/modules/reminder/repository.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';
import { createScriptDatabase } from './helpers/test-database.ts';

const MONTHS = 6;
let clock = COUNT_NOW;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    env: {
      RETENTION_MONTHS: String(MONTHS),
      OFFICE_JOBS_SECONDS: '5',
      COUNT_SUBMIT_RATE_LIMIT: '1000',
    },
  });
});
afterAll(async () => {
  await t?.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await t.database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function submit(email: string, newsLetter: boolean): Promise<string> {
  const body = validCountBody();
  body.userData = { ...body.userData, emailAddress: email, newsLetter };
  const res = await t.app.inject({ method: 'POST', url: '/api/count/v1/inzending', payload: body });
  expect(res.statusCode).toBe(200);
  return res.json<{ tellingUUID: string }>().tellingUUID;
}

describe('retention of personal data (RETENTION_MONTHS)', () => {
  it('deletes the personal data of a campaign past its date, by the scheduled job, and nothing else', async () => {
    await submit('oud.een@voorbeeld.nl', true);
    await submit('oud.twee@voorbeeld.nl', false);
    const recent = await submit('recent@voorbeeld.nl', true);
    // The third count belongs to a later campaign that has not ended yet.
    await t.database.db
      .execute(sql`insert into campaign (year, name, tag, phase1_start, phase2_start, phase3_start)
      values (2026, 'Nationale Tuinvogeltelling', 'tvt2026', '2025-12-01T08:00:00Z', '2026-01-23T07:00:00Z', '2026-01-26T11:00:00Z')`);
    await t.database.db.execute(
      sql`update count_submission set campaign_year = 2026 where id = ${recent}`,
    );
    const signups = createReminderRepository(t.database.db);
    for (const [year, email] of [
      [2025, 'herinner.oud@voorbeeld.nl'],
      [2026, 'herinner.nieuw@voorbeeld.nl'],
    ] as const) {
      await signups.upsertUnconfirmed({
        id: crypto.randomUUID(),
        year,
        email,
        confirmTokenHash: `hash-${year}`,
        unsubscribeToken: `afmelden-${year}`,
        at: COUNT_NOW,
      });
    }
    const counts = sql`select * from count_submission order by id`;
    const birds = sql`select * from count_bird order by submission_id, bird_id`;
    const before = { counts: await rows(counts), birds: await rows(birds) };
    expect(before.counts).toHaveLength(3);

    const deadline = retentionDeadline(DEFAULT_CAMPAIGN, MONTHS);
    // One millisecond early: nothing goes.
    clock = new Date(deadline.getTime() - 1);
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(await rows(sql`select submission_id from count_personal`)).toHaveLength(3);

    clock = deadline;
    const started = Date.now();
    let left: { submission_id: string }[] = [];
    do {
      await new Promise((resolve) => setTimeout(resolve, 500));
      left = await rows(sql`select submission_id from count_personal`);
    } while (left.length > 1 && Date.now() - started < 15_000);
    expect(left.map((r) => r.submission_id)).toEqual([recent]);
    expect(
      (await rows<{ email_address: string }>(sql`select email_address from reminder_signup`)).map(
        (r) => r.email_address,
      ),
    ).toEqual(['herinner.nieuw@voorbeeld.nl']);
    // The counts and their birds are as they were, less the sender's keyed hashes of the
    // campaign that ended (pseudonymous personal data); the later campaign keeps them.
    type CountRow = {
      id: string;
      client_address_hash: string | null;
      client_network_hash: string | null;
    };
    const after = await rows<CountRow>(counts);
    const withoutHashes = (list: CountRow[]) =>
      list.map(({ client_address_hash: _a, client_network_hash: _n, ...rest }) => rest);
    expect(withoutHashes(after)).toEqual(withoutHashes(before.counts as CountRow[]));
    for (const row of after) {
      const kept = row.id === recent;
      expect(row.client_address_hash !== null, row.id).toBe(kept);
      expect(row.client_network_hash !== null, row.id).toBe(kept);
    }
    expect(await rows(birds)).toEqual(before.birds);
  }, 40_000);
});

describe('npm run retention:run', () => {
  it('runs on the configured database and says what it did', async () => {
    const database = await createScriptDatabase('seeded');
    onTestFinished(database.dispose);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['apps/api/scripts/retention-run.ts'],
      {
        cwd: join(import.meta.dirname, '../../..'),
        env: { ...process.env, ...database.env, RETENTION_MONTHS: '3' },
        timeout: 60_000,
      },
    );
    expect(stdout).toContain('Bewaartermijn / retention: 3 maanden');
    expect(stdout).toContain('Niets te verwijderen / nothing due.');
  }, 70_000);
});

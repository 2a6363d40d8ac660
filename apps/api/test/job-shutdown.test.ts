import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { createReminderRepository } from '../src/modules/reminder/repository.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';
import { type SmtpReceiver, startSmtpReceiver } from './helpers/smtp-receiver.ts';

/**
 * Issue 32: SIGTERM during a reminder round (a rolling deploy). The instance stops before its
 * next mail, releases the rest of its claimed batch and exits at once; the next instance's next
 * round sends the rest. Every address gets the reminder exactly once, none waits out a claim.
 * Real server processes, one after the other on one PGlite folder, a slow real SMTP relay.
 */
const SIGNUPS = 30;
const ROUND_SECONDS = 5;
const DAY = 86_400_000;
const now = Date.now();
const campaignEnv = {
  CAMPAIGN_PHASE1_START: new Date(now - 2 * DAY).toISOString(),
  CAMPAIGN_PHASE2_START: new Date(now - DAY).toISOString(),
  CAMPAIGN_PHASE3_START: new Date(now + DAY).toISOString(),
  CAMPAIGN_YEAR: '2031',
};
const dataDir = mkdtempSync(join(tmpdir(), 'tvt-job-shutdown-'));
const servers: ServerProcess[] = [];
let smtp: SmtpReceiver;

function start(): ServerProcess {
  const server = startServer({
    PORT: '0',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    OFFICE_JOBS_SECONDS: String(ROUND_SECONDS),
    ...campaignEnv,
  });
  servers.push(server);
  return server;
}

async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ pgliteDir: join(dataDir, 'db') });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

const reminders = () => smtp.mails.filter((m) => /^Subject: Tellen maar/m.test(m.raw));

beforeAll(async () => {
  smtp = await startSmtpReceiver({ delayMs: 150 });
  // The run's migrated folder, as a script's database starts (helpers/test-database.ts); the
  // migrations then find nothing to do.
  const migrated = inject('pgliteSnapshots')?.migrated;
  if (migrated) cpSync(migrated, join(dataDir, 'db'), { recursive: true });
  await withDatabase(async (database) => {
    await runMigrations(database);
    for (let i = 0; i < SIGNUPS; i++) {
      await database.db.execute(sql`
        insert into reminder_signup (id, campaign_year, email_address, status, unsubscribe_token, confirmed_at)
        values (${randomUUID()}, 2031, ${`vink${i}@voorbeeld.nl`}, 'confirmed',
                ${randomBytes(32).toString('base64url')}, now())`);
    }
    await createReminderRepository(database.db).saveMessage(
      2031,
      { subject: 'Tellen maar', body: 'De telling is begonnen.', scheduled: true },
      new Date(),
    );
  });
}, 120_000);

afterAll(async () => {
  for (const s of servers) s.kill();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGTERM during a reminder round', { timeout: 180_000 }, () => {
  it('stops between mails, releases its claim, and the next round sends the rest once', async () => {
    const first = start();
    await first.started();
    // The first round starts within ROUND_SECONDS; let it send a few, slowly.
    await expect
      .poll(() => reminders().length, { timeout: 30_000, interval: 50 })
      .toBeGreaterThan(2);
    const stoppedAt = Date.now();
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    // It did not finish the round (30 mails × 150 ms) before exiting.
    expect(Date.now() - stoppedAt).toBeLessThan(3_000);
    const sentBefore = reminders().length;
    expect(sentBefore).toBeLessThan(SIGNUPS);

    // Nothing left claimed: every row not reminded is free for the next round anywhere.
    const held = await withDatabase(async (database) => {
      const result = await database.db.execute(sql`
        select count(*)::int as n from reminder_signup
        where reminded_at is null and claimed_until is not null`);
      return (result as { rows: { n: number }[] }).rows[0]!.n;
    });
    expect(held).toBe(0);

    const second = start();
    await second.started();
    // The next round (within ROUND_SECONDS) sends the rest, not after a 5-minute claim.
    await expect
      .poll(() => reminders().length, { timeout: (ROUND_SECONDS + SIGNUPS * 0.15 + 10) * 1000 })
      .toBe(SIGNUPS);
    await new Promise((r) => setTimeout(r, (ROUND_SECONDS + 1) * 1000));
    const recipients = reminders().flatMap((m) => m.to);
    expect(recipients).toHaveLength(SIGNUPS);
    expect(new Set(recipients).size).toBe(SIGNUPS);
  });
});

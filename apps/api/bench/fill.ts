import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Services, createServices } from '../src/composition-root.ts';
import { type Database, pgliteDirFor } from '../src/db/database.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seed } from '../src/seed.ts';
import { parseEnv } from '../src/env.ts';
import { createCampaignRepository } from '../src/modules/campaign/repository.ts';
import { createCampaignService } from '../src/modules/campaign/service.ts';
import { syntheticClock } from '../src/modules/results/synthetic-counts.ts';
import { submitSyntheticCounts } from '../src/modules/results/synthetic-run.ts';
import { fillInChild } from './fill-in-child.ts';
import { insertPlausibleCounts } from './plausible-counts.ts';

const silent = { warn() {}, error() {}, info() {}, debug() {}, trace() {}, fatal() {} };
const JOURNAL = new URL('../drizzle/meta/_journal.json', import.meta.url);

/** The server's services on `database`, quiet and without Redis, for `use`; closed after. */
async function withServices<T>(
  database: Database,
  now: () => Date,
  use: (services: Services) => Promise<T>,
): Promise<T> {
  const config = parseEnv({ ...process.env, REDIS_URL: '', LOG_LEVEL: 'silent' });
  const services = await createServices({
    config,
    database,
    now,
    log: silent as unknown as FastifyBaseLogger,
  });
  try {
    return await use(services);
  } finally {
    await services.close();
  }
}

/**
 * Runs the moderation scan over every stored count, as a server does in the background every
 * 15 s: a server started on counts stored in bulk would otherwise spend its first minutes
 * catching up (10,000 counts a turn) while the bench measures it.
 */
async function catchUpModeration(services: Services): Promise<void> {
  // The services' own timer may be in a turn (10,000 counts); a call during it only joins it.
  // Stopped and waited for, the next call reads on to the last count.
  services.moderation.stop();
  await services.moderation.scan();
  await services.moderation.scan(Number.MAX_SAFE_INTEGER);
}

/** Migrates and seeds; the current campaign, which the counts are for. */
async function prepareCampaign(database: Database) {
  await runMigrations(database);
  await seed(database);
  return createCampaignService({
    repository: createCampaignRepository(database.db),
    now: () => new Date(),
  }).current();
}

/**
 * `bench:reads`' data: migrates, seeds and inserts `counts` plausible counts in bulk (raw
 * inserts: only the reads are measured, and 200,000 are in within a minute).
 */
export async function fillPlausible(database: Database, counts: number): Promise<void> {
  const { year } = await prepareCampaign(database);
  const result = await database.db.execute(sql`select id from bird order by commonness, id`);
  const birdIds = (result as { rows: { id: string }[] }).rows.map((r) => r.id);
  await insertPlausibleCounts(database, { total: counts, campaignYear: year, birdIds });
  await withServices(database, () => new Date(), catchUpModeration);
}

/** Migrates, seeds and stores `counts` synthetic counts through the count service's submit. */
export async function fillWithGenerator(database: Database, counts: number): Promise<void> {
  const campaign = await prepareCampaign(database);
  const clock = syntheticClock(campaign, new Date());
  await withServices(
    database,
    () => clock,
    async (services) => {
      await submitSyntheticCounts({
        count: counts,
        submit: (body) => services.count.submit(body),
        campaign,
        now: clock,
        onProgress: (done) => {
          if (done % 50_000 === 0) console.log(`  ${done} synthetic counts stored`);
        },
      });
      await catchUpModeration(services);
    },
  );
}

/**
 * A PGlite DATA_DIR holding `counts` generated counts, kept in the temporary folder between
 * runs: keyed by the count and the newest migration (v3: moderation scanned to the end),
 * complete only once its marker is written.
 */
export async function cachedPgliteDir(counts: number): Promise<{ dir: string; cached: boolean }> {
  const journal = JSON.parse(readFileSync(JOURNAL, 'utf8')) as { entries: { tag: string }[] };
  const tag = journal.entries.at(-1)?.tag ?? 'none';
  const dir = join(tmpdir(), `tvt-bench-results-${counts}-${tag}-v3`);
  const marker = join(dir, 'complete');
  if (existsSync(marker)) return { dir, cached: true };
  await rm(dir, { recursive: true, force: true });
  await fillInChild('generator', { pgliteDir: pgliteDirFor(dir) }, counts);
  writeFileSync(marker, new Date().toISOString());
  return { dir, cached: false };
}

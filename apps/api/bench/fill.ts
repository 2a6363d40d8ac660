import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createServices } from '../src/composition-root.ts';
import { type Database, openDatabase, pgliteDirFor } from '../src/db/database.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed.ts';
import { parseEnv } from '../src/env.ts';
import { createCampaignRepository } from '../src/modules/campaign/repository.ts';
import { createCampaignService } from '../src/modules/campaign/service.ts';
import { syntheticClock } from '../src/modules/results/synthetic-counts.ts';
import { submitSyntheticCounts } from '../src/modules/results/synthetic-run.ts';

const silent = { warn() {}, error() {}, info() {}, debug() {}, trace() {}, fatal() {} };
const JOURNAL = new URL('../drizzle/meta/_journal.json', import.meta.url);

/** Migrates, seeds and stores `counts` synthetic counts through the count service's submit. */
export async function fillWithGenerator(database: Database, counts: number): Promise<void> {
  await runMigrations(database);
  await seed(database);
  const campaign = await createCampaignService({
    repository: createCampaignRepository(database.db),
    now: () => new Date(),
  }).current();
  const clock = syntheticClock(campaign, new Date());
  const config = parseEnv({ ...process.env, REDIS_URL: '', LOG_LEVEL: 'silent' });
  const services = await createServices({
    config,
    database,
    now: () => clock,
    log: silent as unknown as FastifyBaseLogger,
  });
  try {
    await submitSyntheticCounts({
      count: counts,
      submit: (body) => services.count.submit(body),
      campaign,
      now: clock,
      onProgress: (done) => {
        if (done % 50_000 === 0) console.log(`  ${done} synthetic counts stored`);
      },
    });
  } finally {
    await services.close();
  }
}

/**
 * A PGlite DATA_DIR holding `counts` generated counts, kept in the temporary folder between
 * runs: keyed by the count and the newest migration, complete only once its marker is written.
 */
export async function cachedPgliteDir(counts: number): Promise<{ dir: string; cached: boolean }> {
  const journal = JSON.parse(readFileSync(JOURNAL, 'utf8')) as { entries: { tag: string }[] };
  const tag = journal.entries.at(-1)?.tag ?? 'none';
  const dir = join(tmpdir(), `tvt-bench-results-${counts}-${tag}-v1`);
  const marker = join(dir, 'complete');
  if (existsSync(marker)) return { dir, cached: true };
  await rm(dir, { recursive: true, force: true });
  const database = await openDatabase({ pgliteDir: pgliteDirFor(dir) });
  try {
    await fillWithGenerator(database, counts);
  } finally {
    await database.close();
  }
  writeFileSync(marker, new Date().toISOString());
  return { dir, cached: false };
}

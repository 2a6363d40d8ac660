/**
 * Submits realistic synthetic counts through the real submission path (the count service's
 * submit, as POST /inzending does), into the configured database (DATABASE_URL, else PGlite in
 * DATA_DIR/db). Every count is marked synthetic (see src/modules/results/synthetic-counts.ts).
 *
 *   npm run demo:counts -w @tvt/api -- --count 1000 [--seed 1]
 *
 * Outside the count weekend the counts are dated in the current campaign's weekend. With the
 * embedded PGlite database, stop the server first: one process owns its data folder.
 */
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { createServices } from '../src/composition-root.ts';
import { openCommandDatabase } from './command-database.ts';
import { seed } from '../src/seed.ts';
import { commandConfig } from './command-env.ts';
import { createCampaignRepository } from '../src/modules/campaign/repository.ts';
import { createCampaignService } from '../src/modules/campaign/service.ts';
import { syntheticClock } from '../src/modules/results/synthetic-counts.ts';
import { submitSyntheticCounts } from '../src/modules/results/synthetic-run.ts';

if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

const { values } = parseArgs({
  options: { count: { type: 'string', default: '' }, seed: { type: 'string', default: '1' } },
});
const count = Number(values.count);
const seedValue = Number(values.seed);
if (!Number.isInteger(count) || count < 1 || count > 10_000_000 || !Number.isInteger(seedValue)) {
  process.stderr.write(
    'Gebruik / usage: npm run demo:counts -w @tvt/api -- --count N [--seed 1]\n',
  );
  process.exit(2);
}

const silent = { warn() {}, error() {}, info() {}, debug() {}, trace() {}, fatal() {} };
const config = commandConfig();
// Migrated, as the server would have it.
const database = await openCommandDatabase(config);
try {
  await seed(database, { campaignOverride: config.campaignOverride });
  const campaign = await createCampaignService({
    repository: createCampaignRepository(database.db),
    now: () => new Date(),
    override: config.campaignOverride,
  }).current();
  const clock = syntheticClock(campaign, new Date());
  const services = await createServices({
    config,
    database,
    now: () => clock,
    log: silent as unknown as FastifyBaseLogger,
  });
  const started = Date.now();
  await submitSyntheticCounts({
    count,
    submit: (body) => services.count.submit(body),
    campaign,
    now: clock,
    seed: seedValue,
    onProgress: (done) =>
      process.stdout.write(`${done} synthetische tellingen / synthetic counts\n`),
  });
  await services.close();
  const seconds = (Date.now() - started) / 1000;
  process.stdout.write(
    `Klaar / done: ${count} synthetische tellingen in ${campaign.year} ` +
      `(${Math.round(count / seconds)} per s).\n`,
  );
} finally {
  await database.close();
}

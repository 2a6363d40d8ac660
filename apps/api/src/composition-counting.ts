import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './env.ts';
import type { BirdRepository } from './modules/birds/repository.ts';
import type { CampaignService } from './modules/campaign/service.ts';
import { createCatalogCache } from './modules/count/bird-catalog.ts';
import type { CountRepository } from './modules/count/repository.ts';
import { createCountService } from './modules/count/service.ts';
import { createCountStore } from './modules/count/store.ts';
import { createClientHashes } from './modules/moderation/client-hashes.ts';
import type { ModerationScanRepository } from './modules/moderation/scan-repository.ts';
import { areasOf } from './modules/results/cbs-areas.ts';
import { createPendingFold } from './modules/results/pending-fold.ts';
import type { ResultsRepository } from './modules/results/repository.ts';
import { createResultsService } from './modules/results/service.ts';
import type { TotalsRepository } from './modules/results/totals-repository.ts';
import { createTotalsService } from './modules/totals/service.ts';
import type { OpsMetrics } from './plugins/ops-metrics.ts';
import type { RedisLink } from './redis/redis-link.ts';

/** How often every instance folds pending results sums that no answered count folded. */
const PENDING_FOLD_MS = 2_000;

export interface CountingWiring {
  repositories: {
    /** Built with the results' pending sums in its statement (decision 120). */
    count: CountRepository;
    results: ResultsRepository;
    totals: TotalsRepository;
    birds: BirdRepository;
    moderationScan: ModerationScanRepository;
  };
  driver: 'pglite' | 'postgres';
  config: Config;
  log: FastifyBaseLogger;
  now: () => Date;
  campaigns: CampaignService;
  /** A species' drawing, the office's upload first. */
  imageOf: (birdId: string) => string;
  ops: OpsMetrics;
  redisLink: RedisLink | undefined;
  totalsKey: string;
}

/**
 * Part of the composition root: a count from its intake to the figures. The count service with
 * its batched store, the fold that moves stored counts' sums into the results (started here,
 * every 2 s; `pendingFold.stop()` on close), the results and home's totals.
 */
export function createCountingServices(wiring: CountingWiring) {
  const { repositories, config, log, now, campaigns, ops, redisLink } = wiring;
  // Stored counts' sums reach the results in a fold per instance, not per batch (decision 120).
  const pendingFold = createPendingFold(
    () => repositories.results.foldPending(),
    (error) => log.warn({ err: error }, 'results: pending sums not folded, next round retries'),
  );
  pendingFold.start(PENDING_FOLD_MS);
  const count = createCountService({
    repository: repositories.count,
    store: createCountStore(
      repositories.count,
      wiring.driver,
      (size, stored) => ops.countBatch(size, stored),
      pendingFold.afterWrite,
    ),
    catalog: createCatalogCache(() => repositories.birds.countCatalog()),
    campaign: campaigns.current,
    now,
    areasOf,
    clientHashes: createClientHashes(() => repositories.moderationScan.secret()),
  });
  const totals = createTotalsService({
    repository: repositories.totals,
    // Home's figures: the running count's, else the last count's (decision 087).
    campaign: () => campaigns.figuresCampaign(),
    imageOf: wiring.imageOf,
    ttlSeconds: config.count.totalsCacheSeconds,
    maxAgeSeconds: config.count.totalsMaxAgeSeconds,
    now: () => now().getTime(),
    redis: redisLink?.client,
    redisKey: wiring.totalsKey,
    redisAvailable: () => redisLink?.available() ?? false,
    onRedisError: (error) => redisLink?.failed(error),
    onLoadError: (error) => log.error({ err: error }, 'totals: recomputation failed'),
    onLoaded: (seconds) => ops.totalsRecomputed(seconds),
  });
  const results = createResultsService({
    repository: repositories.results,
    campaign: campaigns.current,
    imageOf: wiring.imageOf,
    ttlSeconds: config.count.totalsCacheSeconds,
    maxAgeSeconds: config.count.resultsMaxAgeSeconds,
    now: () => now().getTime(),
  });
  return { pendingFold, count, totals, results };
}

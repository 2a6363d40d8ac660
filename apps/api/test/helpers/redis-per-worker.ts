/**
 * Test files run in two or more workers at once against one Redis: each worker gets its own
 * logical database (`/<pool id>`), so one file's totals snapshot, rate-limit counters or content
 * version never reach another's. Pub/sub channels span databases; a notice from another worker
 * only makes an instance re-read its own database, which is what it does on a poll anyway.
 */
const given = process.env.REDIS_URL;
if (given) {
  const url = new URL(given);
  url.pathname = `/${Number(process.env.VITEST_POOL_ID ?? 0) % 16}`;
  process.env.REDIS_URL = url.toString();
}

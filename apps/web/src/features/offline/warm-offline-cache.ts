import { PAGE_SIZE, pageCount, pageOffset } from '@tvt/domain';
import { CONFIG_URL } from '#shared/config/config-query.ts';
import { toRuntimeConfig, type RuntimeConfig } from '#shared/config/runtime-config.ts';
import { joinUrl, serviceUrl } from '#shared/http/index.ts';

/** Set when the data for an offline count and the guide is in the worker's cache. */
export const WARMED_KEY = 'offlineWarmedAt';
const FRESH_FOR_MS = 24 * 3600_000;
const PARALLEL = 4;

/** Every drawing or photo path in an answer (`image`, `remoteimage`, drawings of a detail). */
export function imageUrlsIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (/^(\/|https?:\/\/)\S+\.(svg|png|jpe?g|webp)(\?\S*)?$/i.test(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) imageUrlsIn(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) imageUrlsIn(item, found);
  }
  return found;
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  // Drawings only need to pass through the worker; their bodies are not read here.
  return (response.headers.get('content-type') ?? '').includes('json')
    ? response.json()
    : undefined;
}

/**
 * Fetches through the service worker, which keeps each answer (vite.config.ts), a few at a
 * time. The answers in the order of `urls`; undefined where one failed.
 */
async function fetchAll(urls: Iterable<string>): Promise<unknown[]> {
  const list = [...urls];
  const answers: unknown[] = new Array(list.length);
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const index = next++;
      answers[index] = await getJson(list[index]!).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return answers;
}

/** The answers the count and the guide read, fetched in the order they would be. */
async function warm(config: RuntimeConfig): Promise<void> {
  const { bird, count } = config.services;
  const images = new Set<string>();
  const [countBirds, firstPage, tips] = await fetchAll([
    joinUrl(config.cdn, 'tvtBirds.json'),
    serviceUrl(bird, `birds?offset=${pageOffset(1)}&limit=${PAGE_SIZE}`, config.source),
    serviceUrl(bird, 'birds/recognitiontips', config.source),
    serviceUrl(count, 'phase', config.source),
    joinUrl(config.cdn, 'tvtPhase.json'),
  ]);
  imageUrlsIn([countBirds, firstPage, tips], images);
  const total = (firstPage as { data?: { count?: number } } | undefined)?.data?.count ?? 0;
  const pages: string[] = [];
  for (let page = 2; page <= pageCount(total); page++) {
    pages.push(
      serviceUrl(bird, `birds?offset=${pageOffset(page)}&limit=${PAGE_SIZE}`, config.source),
    );
  }
  const listPages = [firstPage, ...(await fetchAll(pages))];
  const ids = listPages.flatMap(
    (page) => (page as { data?: { data?: { id: string }[] } } | undefined)?.data?.data ?? [],
  );
  imageUrlsIn(listPages, images);
  const details = await fetchAll(
    ids.map(({ id }) => serviceUrl(bird, `birds/${encodeURIComponent(id)}`, config.source)),
  );
  imageUrlsIn(details, images);
  const tipList = (tips as { data?: unknown } | undefined)?.data;
  const tipDetails = (Array.isArray(tipList) ? (tipList as { id: number | string }[]) : []).map(
    ({ id }) =>
      serviceUrl(bird, `birds/recognitiontips/${encodeURIComponent(String(id))}`, config.source),
  );
  await fetchAll(tipDetails);
  await fetchAll(images);
}

function controlled(container: ServiceWorkerContainer): Promise<void> {
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) =>
    container.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
}

/**
 * Issue 15: an installed app opened without signal can count and look birds up, even if only
 * /home was ever opened online. Once the worker controls the page, the answers the count and
 * the guide read go through it once (at most daily), so its runtime caches hold them.
 */
export async function warmOfflineCache(container: ServiceWorkerContainer): Promise<void> {
  const last = Number(localStorage.getItem(WARMED_KEY) ?? 0);
  if (Date.now() - last < FRESH_FOR_MS || !navigator.onLine) return;
  await controlled(container);
  await warm(toRuntimeConfig((await getJson(CONFIG_URL)) as object));
  localStorage.setItem(WARMED_KEY, String(Date.now()));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountBird } from '@tvt/domain';
import { fetchJson } from '../../config/fetch-json.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';

function toBird(raw: unknown): CountBird | undefined {
  const b = raw as Record<string, unknown> | null;
  if (!b || (typeof b.id !== 'string' && typeof b.id !== 'number') || typeof b.name !== 'string')
    return undefined;
  return {
    id: String(b.id),
    tvtbirdid: Number(b.tvtbirdid),
    name: b.name,
    image: typeof b.image === 'string' ? b.image : '',
    thresholdvalue: Number(b.thresholdvalue),
    primary: b.primary === true,
  };
}

/** `tvtBirds.json` is a list, or a list under `data` (as every service answer). */
export function parseCountBirds(raw: unknown): CountBird[] {
  const list: unknown = Array.isArray(raw) ? raw : (raw as { data?: unknown } | null)?.data;
  const items: unknown[] = Array.isArray(list) ? list : [];
  return items.map(toBird).filter((b): b is CountBird => b !== undefined);
}

/** Spec 7: the count birds, from the CDN file `tvtBirds.json`. */
export async function fetchCountBirds(
  config: Pick<RuntimeConfig, 'cdn'>,
  signal?: AbortSignal,
): Promise<CountBird[]> {
  return parseCountBirds(
    await fetchJson(`${config.cdn.replace(/\/+$/, '')}/tvtBirds.json`, signal),
  );
}

export const countBirdsQuery = (config: RuntimeConfig | undefined) =>
  queryOptions({
    queryKey: ['count-birds', config?.cdn],
    queryFn: ({ signal }) => (config ? fetchCountBirds(config, signal) : Promise.resolve([])),
    enabled: config !== undefined,
    staleTime: 10 * 60_000,
  });

export function useCountBirds(config: RuntimeConfig | undefined) {
  return useQuery(countBirdsQuery(config));
}

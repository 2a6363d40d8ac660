import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, pageOffset } from '@tvt/domain';
import { nextPageAfter } from '../bird-guide/index.ts';
import { fetchJson } from '../config/fetch-json.ts';
import { serviceUrl, type RuntimeConfig } from '#shared/config/runtime-config.ts';
import { isRecord, str } from '../config/read-json.ts';

/** Spec 3 "Wizard bird": each drawing falls back to the other when empty. */
export interface WizardBird {
  id: string;
  name: string;
  drawingmale: string;
  drawingfemale: string;
}

export interface WizardPage {
  birds: WizardBird[];
  count: number;
}

export function parseWizardPage(raw: unknown): WizardPage {
  const data = isRecord(raw) && isRecord(raw.data) ? raw.data : {};
  const birds = (Array.isArray(data.birds) ? data.birds : []).filter(isRecord).map((b) => {
    const male = str(b.drawingmale);
    const female = str(b.drawingfemale);
    return {
      id: str(b.id),
      name: str(b.name),
      drawingmale: male || female,
      drawingfemale: female || male,
    };
  });
  const count = Number(data.count);
  return {
    birds: birds.filter((b) => b.id !== ''),
    count: Number.isFinite(count) ? count : birds.length,
  };
}

/** `filterQuery` is the determination tool's `&key=value…` string. */
export async function fetchWizardPage(
  config: RuntimeConfig,
  filterQuery: string,
  page: number,
  signal?: AbortSignal,
): Promise<WizardPage> {
  const path = `wizard/birds?offset=${pageOffset(page)}&limit=${PAGE_SIZE}${filterQuery}`;
  return parseWizardPage(
    await fetchJson(serviceUrl(config.services.bird, path, config.source), signal),
  );
}

/** A new filter is a new key: the results clear and load again from page 1. */
export const wizardBirdsQuery = (config: RuntimeConfig | undefined, filterQuery: string) =>
  infiniteQueryOptions({
    queryKey: ['wizard-birds', config?.services.bird, filterQuery],
    queryFn: ({ pageParam, signal }) =>
      config
        ? fetchWizardPage(config, filterQuery, pageParam, signal)
        : Promise.resolve({ birds: [], count: 0 }),
    initialPageParam: 1,
    getNextPageParam: (_last: WizardPage, pages: WizardPage[]) => nextPageAfter(pages),
    enabled: config !== undefined,
    staleTime: 5 * 60_000,
  });

export function useWizardBirds(config: RuntimeConfig | undefined, filterQuery: string) {
  return useInfiniteQuery(wizardBirdsQuery(config, filterQuery));
}

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE, pageOffset } from '@tvt/domain';
import { nextPageAfter } from '../bird-guide/index.ts';
import { type WizardResponse, wizardResponse } from '@tvt/contract';
import { requestJson, serviceUrl } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';

export type WizardBird = WizardResponse['data']['birds'][number];
export type WizardPage = WizardResponse['data'];

/** Spec 3 "Wizard bird": each drawing falls back to the other when empty. */
export function wizardPageOf({ data }: WizardResponse): WizardPage {
  return {
    count: data.count,
    birds: data.birds.map((b) => ({
      ...b,
      drawingmale: b.drawingmale || b.drawingfemale,
      drawingfemale: b.drawingfemale || b.drawingmale,
    })),
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
  return wizardPageOf(
    await requestJson(serviceUrl(config.services.bird, path, config.source), wizardResponse, {
      signal,
    }),
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

import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_CAMPAIGN, type Campaign } from '@tvt/domain';
import { phaseResponse } from '@tvt/contract';
import { requestJson, serviceUrl } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';
import { usePhase } from '../../phase/index.ts';

export type CountCampaign = Pick<Campaign, 'phase2Start' | 'tag' | 'name'>;

/**
 * The campaign dates the count date window needs (the phase answer's `campaign`). Offline it
 * falls back to the spec's campaign, so a count can still be finished and queued.
 */
export async function fetchCountCampaign(
  config: RuntimeConfig,
  signal?: AbortSignal,
): Promise<CountCampaign> {
  try {
    const { data } = await requestJson(
      serviceUrl(config.services.count, 'phase', config.source),
      phaseResponse,
      { signal },
    );
    const { phase2Start, tag, name } = data.campaign;
    return { phase2Start: new Date(phase2Start), tag, name };
  } catch (error) {
    if (signal?.aborted) throw error;
    const { phase2Start, tag, name } = DEFAULT_CAMPAIGN;
    return { phase2Start, tag, name };
  }
}

export const countCampaignQuery = (config: RuntimeConfig | undefined) =>
  queryOptions({
    queryKey: ['count-campaign', config?.services.count],
    queryFn: ({ signal }) =>
      config ? fetchCountCampaign(config, signal) : Promise.reject(new Error('no config')),
    enabled: config !== undefined,
    staleTime: 5 * 60_000,
  });

/**
 * The campaign from the phase the app already holds (the page's boot data, or the phase
 * answer), so the count's first screen does not wait for a second copy of that answer; fetched
 * only when the phase came without it (the CDN's phase file).
 */
export function useCountCampaign(config: RuntimeConfig | undefined): CountCampaign | undefined {
  const { info } = usePhase();
  const known: CountCampaign | undefined =
    info?.phase2Start !== undefined && info.campaignTag !== undefined
      ? {
          phase2Start: new Date(info.phase2Start),
          tag: info.campaignTag,
          name: info.campaignName ?? DEFAULT_CAMPAIGN.name,
        }
      : undefined;
  return useQuery({ ...countCampaignQuery(config), initialData: known }).data;
}

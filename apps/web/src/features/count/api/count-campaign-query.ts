import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_CAMPAIGN, type Campaign } from '@tvt/domain';
import { fetchJson } from '../../config/fetch-json.ts';
import { serviceUrl, type RuntimeConfig } from '#shared/config/runtime-config.ts';

export type CountCampaign = Pick<Campaign, 'phase2Start' | 'tag' | 'name'>;

function parse(raw: unknown): CountCampaign {
  const c = (raw as { data?: { campaign?: Record<string, unknown> } } | null)?.data?.campaign ?? {};
  const start = typeof c.phase2Start === 'string' ? new Date(c.phase2Start) : undefined;
  return {
    phase2Start: start && !Number.isNaN(start.getTime()) ? start : DEFAULT_CAMPAIGN.phase2Start,
    tag: typeof c.tag === 'string' ? c.tag : DEFAULT_CAMPAIGN.tag,
    name: typeof c.name === 'string' ? c.name : DEFAULT_CAMPAIGN.name,
  };
}

/**
 * The campaign dates the count date window needs (the phase answer's `campaign`). Offline it
 * falls back to the spec's campaign, so a count can still be finished and queued.
 */
export async function fetchCountCampaign(
  config: RuntimeConfig,
  signal?: AbortSignal,
): Promise<CountCampaign> {
  try {
    return parse(
      await fetchJson(serviceUrl(config.services.count, 'phase', config.source), signal),
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    return parse(undefined);
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

export function useCountCampaign(config: RuntimeConfig | undefined): CountCampaign | undefined {
  return useQuery(countCampaignQuery(config)).data;
}

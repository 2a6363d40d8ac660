import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PhaseFile, PhaseResponse } from '@tvt/contract';
import { isPhase, type Phase, type Season } from '@tvt/domain';
import { joinUrl, requestTrusted, serviceUrl } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';

type SeasonCampaign = NonNullable<PhaseResponse['data']['lastCampaign']>;

export interface PhaseInfo {
  phase: Phase;
  /** Where the campaign year stands (decision 087); unknown from the static phase file. */
  season?: Season;
  /** The latest campaign whose count ended: its year, dates and whether its results are demo. */
  lastCampaign?: SeasonCampaign | null;
  /** The running or next campaign, when its dates are known. */
  nextCampaign?: SeasonCampaign | null;
  daysUntilPhase2?: number;
  lastCountingDay?: string;
  /** `YYYY-MM-DD` (Amsterdam), the count weekend's days. */
  countingDays?: string[];
  campaignName?: string;
  campaignTag?: string;
  /** ISO instant the count weekend starts: the count's date window (its campaign query). */
  phase2Start?: string;
  /** The office's banner line and image per segment (null: the app's own). */
  banners?: PhaseResponse['data']['campaign']['banners'];
}

/** The count service's phase answer (or the copy inlined in the page), if it names a phase. */
export function phaseInfoOf(data: PhaseResponse['data']): PhaseInfo | undefined {
  if (!isPhase(data.id)) return undefined;
  return {
    phase: data.id,
    ...(data.season ? { season: data.season } : {}),
    ...(data.lastCampaign !== undefined ? { lastCampaign: data.lastCampaign } : {}),
    ...(data.nextCampaign !== undefined ? { nextCampaign: data.nextCampaign } : {}),
    daysUntilPhase2: data.daysUntilPhase2,
    lastCountingDay: data.lastCountingDay,
    countingDays: data.countingDays,
    campaignName: data.campaign.name,
    campaignTag: data.campaign.tag,
    phase2Start: data.campaign.phase2Start,
    banners: data.campaign.banners,
  };
}

/**
 * The phase from the count service; when that fails, from the static phase file on the CDN;
 * when that fails too, 3 (spec section 1: the remaining branch defaults to 3).
 */
export async function fetchPhase(config: RuntimeConfig, signal?: AbortSignal): Promise<PhaseInfo> {
  try {
    const { data } = await requestTrusted<PhaseResponse>(
      serviceUrl(config.services.count, 'phase', config.source),
      { signal },
    );
    const info = phaseInfoOf(data);
    // Spec 1: a phase other than 1, 2 or 3 is no answer; the phase file is asked next.
    if (!info) throw new Error(`phase ${String(data.id)}`);
    return info;
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  try {
    const { data } = await requestTrusted<PhaseFile>(joinUrl(config.cdn, 'tvtPhase.json'), {
      signal,
    });
    if (isPhase(data.id)) return { phase: data.id };
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  return { phase: 3 };
}

export const phaseQuery = (config: RuntimeConfig | undefined) =>
  queryOptions({
    queryKey: ['phase', config?.services.count, config?.cdn],
    queryFn: ({ signal }) =>
      config ? fetchPhase(config, signal) : Promise.reject(new Error('no config')),
    enabled: config !== undefined,
    staleTime: 60_000,
  });

export function useServerPhase(config: RuntimeConfig | undefined): PhaseInfo | undefined {
  return useQuery(phaseQuery(config)).data;
}

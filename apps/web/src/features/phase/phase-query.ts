import { queryOptions, useQuery } from '@tanstack/react-query';
import { isPhase, type Phase } from '@tvt/domain';
import { fetchJson } from '../config/fetch-json.ts';
import { serviceUrl, type RuntimeConfig } from '#shared/config/runtime-config.ts';

export interface PhaseInfo {
  phase: Phase;
  daysUntilPhase2?: number;
  lastCountingDay?: string;
  /** `YYYY-MM-DD` (Amsterdam), the count weekend's days. */
  countingDays?: string[];
  campaignName?: string;
  campaignTag?: string;
}

function readId(raw: unknown): Phase | undefined {
  const id = (raw as { data?: { id?: unknown } } | null)?.data?.id;
  const n = typeof id === 'string' ? Number(id) : id;
  return isPhase(n) ? n : undefined;
}

function readInfo(raw: unknown, phase: Phase): PhaseInfo {
  const data = (raw as { data?: Record<string, unknown> }).data ?? {};
  const campaign = (data.campaign ?? {}) as Record<string, unknown>;
  return {
    phase,
    ...(typeof data.daysUntilPhase2 === 'number' && { daysUntilPhase2: data.daysUntilPhase2 }),
    ...(typeof data.lastCountingDay === 'string' && { lastCountingDay: data.lastCountingDay }),
    ...(Array.isArray(data.countingDays) && {
      countingDays: data.countingDays.filter((d): d is string => typeof d === 'string'),
    }),
    ...(typeof campaign.name === 'string' && { campaignName: campaign.name }),
    ...(typeof campaign.tag === 'string' && { campaignTag: campaign.tag }),
  };
}

/**
 * The phase from the count service; when that fails, from the static phase file on the CDN;
 * when that fails too, 3 (spec section 1: the remaining branch defaults to 3).
 */
export async function fetchPhase(config: RuntimeConfig, signal?: AbortSignal): Promise<PhaseInfo> {
  try {
    const raw = await fetchJson(serviceUrl(config.services.count, 'phase', config.source), signal);
    const phase = readId(raw);
    if (phase !== undefined) return readInfo(raw, phase);
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  try {
    const phase = readId(
      await fetchJson(`${config.cdn.replace(/\/+$/, '')}/tvtPhase.json`, signal),
    );
    if (phase !== undefined) return { phase };
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

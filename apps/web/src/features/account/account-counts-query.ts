import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../config/fetch-json.ts';
import { accountUrl, unwrapData, type AccountConfig } from './account-request.ts';

/** One count submitted with the account's e-mail address. */
export interface OwnCount {
  tellingUUID: string;
  countDate: string;
  countTime: string;
  telplek: string | null;
  participants: number;
  birdsCountedTotal: number;
}

function parseOwnCounts(body: unknown): OwnCount[] {
  const list = unwrapData(body);
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: Record<string, unknown>) =>
    typeof item.tellingUUID === 'string'
      ? [
          {
            tellingUUID: item.tellingUUID,
            countDate: typeof item.countDate === 'string' ? item.countDate : '',
            countTime: typeof item.countTime === 'string' ? item.countTime : '',
            telplek: typeof item.telplek === 'string' ? item.telplek : null,
            participants: Number(item.participants) || 1,
            birdsCountedTotal: Number(item.birdsCountedTotal) || 0,
          },
        ]
      : [],
  );
}

/** `GET {account}/user/counts`: the counts sent with the account's e-mail address. */
export async function fetchOwnCounts(
  config: AccountConfig,
  signal?: AbortSignal,
): Promise<OwnCount[]> {
  return parseOwnCounts(await fetchJson(accountUrl(config, 'user/counts'), signal));
}

export const ownCountsQuery = (config: AccountConfig) =>
  queryOptions({
    queryKey: ['account', 'counts', config.services.account],
    queryFn: ({ signal }) => fetchOwnCounts(config, signal),
    staleTime: 60_000,
  });

export function useOwnCounts(config: AccountConfig) {
  return useQuery(ownCountsQuery(config));
}

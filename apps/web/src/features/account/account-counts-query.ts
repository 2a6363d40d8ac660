import { queryOptions, useQuery } from '@tanstack/react-query';
import { type OwnCount, ownCountsResponse } from '@tvt/contract';
import { requestJson } from '#shared/http/index.ts';
import { type AccountConfig, accountUrl } from './account-user-query.ts';

export type { OwnCount } from '@tvt/contract';

/** `GET {account}/user/counts`: the counts sent with the account's e-mail address. */
export async function fetchOwnCounts(
  config: AccountConfig,
  signal?: AbortSignal,
): Promise<OwnCount[]> {
  const { data } = await requestJson(accountUrl(config, 'user/counts'), ownCountsResponse, {
    signal,
  });
  return data;
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

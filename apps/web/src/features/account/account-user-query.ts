import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AccountUser, userResponse } from '@tvt/contract';
import { requestJson, serviceUrl } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';

export type AccountConfig = Pick<RuntimeConfig, 'services' | 'source'>;

/** `{account}/{path}?source=…` (spec 7). */
export function accountUrl(config: AccountConfig, path: string): string {
  return serviceUrl(config.services.account, path, config.source);
}

/** Spec 7 "Account data": `GET {account}/user`, the prefill fields of spec 3. */
export async function fetchAccountUser(
  config: AccountConfig,
  signal?: AbortSignal,
): Promise<AccountUser> {
  return requestJson(accountUrl(config, 'user'), userResponse, { signal });
}

export const accountUserQuery = (config: AccountConfig) =>
  queryOptions({
    queryKey: ['account', 'user', config.services.account],
    queryFn: ({ signal }) => fetchAccountUser(config, signal),
    staleTime: 60_000,
    retry: 1,
  });

/** The logged-in participant's data; idle while `config` is undefined (not logged in). */
export function useAccountUser(config: AccountConfig | undefined) {
  return useQuery({
    ...accountUserQuery(
      config ?? { services: { account: '' } as AccountConfig['services'], source: '' },
    ),
    enabled: config !== undefined,
  });
}

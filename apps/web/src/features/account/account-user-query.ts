import type { AccountUserData } from '@tvt/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../config/fetch-json.ts';
import { accountUrl, unwrapData, type AccountConfig } from './account-request.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const optional = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** Spec 3 "Account data": the prefill fields; anything missing is empty. */
export function parseAccountUser(body: unknown): AccountUserData {
  const raw = (unwrapData(body) ?? {}) as Record<string, unknown>;
  return {
    initials: text(raw.initials),
    lastnameprefix: optional(raw.lastnameprefix),
    lastname: text(raw.lastname),
    postalcode: text(raw.postalcode),
    streetnumber: text(raw.streetnumber),
    streetnumbersuffix: optional(raw.streetnumbersuffix),
    street: optional(raw.street),
    city: optional(raw.city),
    email: text(raw.email),
  };
}

/** Spec 7 "Account data": `GET {account}/user`. */
export async function fetchAccountUser(
  config: AccountConfig,
  signal?: AbortSignal,
): Promise<AccountUserData> {
  return parseAccountUser(await fetchJson(accountUrl(config, 'user'), signal));
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

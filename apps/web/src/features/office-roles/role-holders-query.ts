import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type RoleHolders, roleHoldersResponse } from '@tvt/contract/office';
import { requestJson } from '#shared/http/index.ts';
import { officeUrl } from '../office-common/index.ts';

/** `GET {office}/roles[?email=]`: role holders, or the accounts matching an e-mail search. */
export function fetchRoleHolders(email: string, signal?: AbortSignal): Promise<RoleHolders> {
  return requestJson(officeUrl('roles', { email }), roleHoldersResponse, { signal });
}

export const roleHoldersQuery = (email: string) =>
  queryOptions({
    queryKey: ['office', 'roles', email],
    queryFn: ({ signal }) => fetchRoleHolders(email, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useRoleHolders(email: string) {
  return useQuery(roleHoldersQuery(email));
}

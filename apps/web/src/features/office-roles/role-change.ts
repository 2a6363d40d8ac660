import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RoleHolder, roleHolderResponse } from '@tvt/contract/office';
import type { OfficeRole } from '@tvt/domain';
import { requestJson } from '#shared/http/index.ts';
import { officeUrl } from '../office-common/index.ts';

export interface RoleChange {
  accountId: string;
  role: OfficeRole;
  give: boolean;
}

/** `PUT` (give) or `DELETE` (take) `{office}/roles/:accountId/:role`. */
export function changeRole({ accountId, role, give }: RoleChange): Promise<RoleHolder> {
  const url = officeUrl(`roles/${encodeURIComponent(accountId)}/${role}`);
  return requestJson(url, roleHolderResponse, { method: give ? 'PUT' : 'DELETE' });
}

/** Gives or takes a role; the lists of holders (and the audit log) are read again after. */
export function useRoleChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['office', 'roles'] }),
        client.invalidateQueries({ queryKey: ['office', 'audit'] }),
      ]),
  });
}

import { useMutation } from '@tanstack/react-query';
import { requestBlob } from '#shared/http/index.ts';
import { type AccountConfig, accountUrl } from './account-user-query.ts';

/** `DELETE {account}/user`: the account goes; its counts stay, anonymised. */
export async function deleteAccount(config: AccountConfig): Promise<void> {
  await requestBlob(accountUrl(config, 'user'), { method: 'DELETE' });
}

export function useDeleteAccount(config: AccountConfig, onDeleted: () => Promise<void>) {
  return useMutation({ mutationFn: () => deleteAccount(config), onSuccess: onDeleted });
}

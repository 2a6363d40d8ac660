import { useMutation } from '@tanstack/react-query';
import { accountUrl, sendAuthorised, type AccountConfig } from './account-request.ts';

/** `DELETE {account}/user`: the account goes; its counts stay, anonymised. */
export async function deleteAccount(config: AccountConfig): Promise<void> {
  await sendAuthorised(accountUrl(config, 'user'), 'DELETE');
}

export function useDeleteAccount(config: AccountConfig, onDeleted: () => Promise<void>) {
  return useMutation({ mutationFn: () => deleteAccount(config), onSuccess: onDeleted });
}

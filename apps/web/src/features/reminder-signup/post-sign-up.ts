import { useMutation } from '@tanstack/react-query';
import { signupResponse } from '@tvt/contract';
import { joinUrl, requestJson } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';

/** `POST {count}/aanmelding`: the address in the body; the answer is the same for any address. */
export async function postSignUp(
  config: Pick<RuntimeConfig, 'services'>,
  email: string,
): Promise<string> {
  const { data } = await requestJson(joinUrl(config.services.count, 'aanmelding'), signupResponse, {
    method: 'POST',
    json: { email },
  });
  return data.message;
}

export function useSignUp(config: Pick<RuntimeConfig, 'services'> | undefined) {
  return useMutation({
    mutationFn: (email: string) => {
      if (!config) return Promise.reject(new Error('De app is nog niet geladen.'));
      return postSignUp(config, email);
    },
  });
}

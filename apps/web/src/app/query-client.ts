import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The service worker answers from its cache when there is no signal, so queries must
        // still run offline instead of pausing until the browser reports a connection.
        networkMode: 'offlineFirst',
        refetchOnWindowFocus: false,
        retry: 1,
      },
    },
  });
}

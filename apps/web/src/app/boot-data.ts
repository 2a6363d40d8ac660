import type { QueryClient } from '@tanstack/react-query';
import type { PhaseResponse, WebConfig } from '@tvt/contract';
import { configQuery } from '#shared/config/config-query.ts';
import { toRuntimeConfig } from '#shared/config/runtime-config.ts';
import { phaseInfoOf, phaseQuery } from '../features/phase/index.ts';

export const BOOT_ELEMENT_ID = 'tvt-boot';

/** What the server inlines in the page (apps/api src/plugins/web.ts): data, never script. */
interface BootData {
  config?: Partial<WebConfig>;
  phase?: PhaseResponse['data'];
}

/**
 * Issue 15, first paint: the config and the phase the server knew when it sent the page go
 * straight into the query cache, so the first screen does not wait for two round trips. A page
 * without them (the service worker's copy) fetches them as before.
 */
export function seedBootData(queryClient: QueryClient, doc: Document = document): void {
  try {
    const boot = JSON.parse(doc.getElementById(BOOT_ELEMENT_ID)?.textContent ?? '{}') as BootData;
    if (!boot.config) return;
    const config = toRuntimeConfig(boot.config);
    queryClient.setQueryData(configQuery.queryKey, config);
    const info = boot.phase && phaseInfoOf(boot.phase);
    if (info) queryClient.setQueryData(phaseQuery(config).queryKey, info);
  } catch {
    // Unreadable data: the app fetches both itself, as without it.
  }
}

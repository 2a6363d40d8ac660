import type { QueryClient } from '@tanstack/react-query';
import type { BootData } from '@tvt/contract';
import { configQuery } from '#shared/config/config-query.ts';
import { toRuntimeConfig } from '#shared/config/runtime-config.ts';
import { countBirdsKey } from '../features/count/index.ts';
import { introTourQuery, sortTourPages } from '../features/intro-tour/index.ts';
import { phaseInfoOf, phaseQuery } from '../features/phase/index.ts';

export const BOOT_ELEMENT_ID = 'tvt-boot';

/**
 * Issue 15, first paint (decision 063): what the server knew when it sent the page (the config,
 * the phase, and the intro tour or the count birds of the route's first screen) goes straight
 * into the query cache, so the first screen does not wait for those round trips. The shape is
 * the contract's `bootData`, read without parsing (the server builds it to that type, and zod
 * would not fit the first load's budget). A page without it (the service worker's copy)
 * fetches everything as before.
 */
export function seedBootData(queryClient: QueryClient, doc: Document = document): void {
  try {
    const boot = JSON.parse(
      doc.getElementById(BOOT_ELEMENT_ID)?.textContent ?? '{}',
    ) as Partial<BootData>;
    if (!boot.config) return;
    const config = toRuntimeConfig(boot.config);
    queryClient.setQueryData(configQuery.queryKey, config);
    const info = boot.phase && phaseInfoOf(boot.phase);
    if (info) queryClient.setQueryData(phaseQuery(config).queryKey, info);
    if (boot.introTour)
      queryClient.setQueryData(
        introTourQuery(config, true).queryKey,
        sortTourPages(boot.introTour),
      );
    if (boot.countBirds) queryClient.setQueryData(countBirdsKey(config.cdn), boot.countBirds);
  } catch {
    // Unreadable data: the app fetches it all itself, as without it.
  }
}

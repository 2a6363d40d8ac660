import type { BootData, WebConfig } from '@tvt/contract';
import { introTourSkipsPath } from '@tvt/domain';

type Part<K extends keyof BootData> = () => Promise<NonNullable<BootData[K]>>;

export interface BootSources {
  config: () => Promise<WebConfig>;
  phase: Part<'phase'>;
  introTour: Part<'introTour'>;
  countBirds: Part<'countBirds'>;
}

/** What an app page's boot data holds for the navigation to `url`. */
export type BootDataSource = (url: string) => Promise<BootData>;

/** The count's own screens (/telling, /telling/…) show the count birds at once. */
const isCountScreen = (pathname: string) => /^\/telling(\/|$)/.test(pathname);

/**
 * The data each app page carries for its first screen (issue 15, decision 063): the config and
 * the phase always; the intro tour's pages where the tour may open; the count birds on the
 * count. The tour and the birds come from memos keyed on the content version, so a navigation
 * reads no database.
 */
export function createBootData(sources: BootSources): BootDataSource {
  return async (url) => {
    const pathname = url.split(/[?#]/)[0] ?? '/';
    const [config, phase, introTour, countBirds] = await Promise.all([
      sources.config(),
      sources.phase(),
      introTourSkipsPath(pathname) ? undefined : sources.introTour(),
      isCountScreen(pathname) ? sources.countBirds() : undefined,
    ]);
    return { config, phase, ...(introTour && { introTour }), ...(countBirds && { countBirds }) };
  };
}

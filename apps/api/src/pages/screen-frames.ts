import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BANNER_IMAGE_MARKER,
  type BootData,
  COUNT_STEP_COOKIE,
  FIRST_FRAMES_FILE,
  type FirstFrames,
  firstFrames,
  SEGMENT_COOKIE,
} from '@tvt/contract';
import type { Phase } from '@tvt/domain';
import { escapeHtml } from './share-meta.ts';
import { cookieValue } from './page-cookies.ts';

/** The build's screen frames; none for a build without them or with an unreadable file. */
export function readFirstFrames(distDir: string): FirstFrames | undefined {
  const file = join(distDir, FIRST_FRAMES_FILE);
  if (!existsSync(file)) return undefined;
  const parsed = firstFrames.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  return parsed.success ? parsed.data : undefined;
}

export interface PageRequest {
  pathname: string;
  search: URLSearchParams;
  cookies: string | undefined;
  /** The phase the page shows (`?phase=` or the server's). */
  phase: Phase | undefined;
  boot: BootData;
}

/**
 * The frame the server draws for a page (decision 066), or undefined for the generic shell:
 * - home, with the banner picture of the visitor's segment (`?t=` as the app captures it, else
 *   the app's cookie beside its key, else the general one): the office's for the campaign, else
 *   the app's own, as the app's banner picks it;
 * - the count in phase 2, when the saved step is the first one or there is none yet.
 */
export function screenFrameFor(frames: FirstFrames, page: PageRequest): string | undefined {
  const { pathname, search, cookies, phase, boot } = page;
  if (pathname === frames.home.path) {
    const images = frames.campaignImages;
    const known = (value: string | null | undefined): value is keyof typeof images =>
      value != null && Object.hasOwn(images, value);
    // As the app captures it: an unknown `?t=` leaves the stored segment as it was.
    const linked = search.get('t');
    const stored = cookieValue(cookies, SEGMENT_COOKIE);
    const segment = known(linked) ? linked : known(stored) ? stored : 'default';
    const image = boot.phase?.campaign.banners?.[segment]?.imageUrl ?? images[segment];
    if (image === undefined) return undefined;
    return frames.home.html.replaceAll(BANNER_IMAGE_MARKER, () => escapeHtml(image));
  }
  if (pathname === frames.count.path && phase === 2) {
    const step = cookieValue(cookies, COUNT_STEP_COOKIE);
    return step === undefined || step === 'first-count' ? frames.count.html : undefined;
  }
  return undefined;
}

/** The page with the screen's frame in place of the generic shell; unchanged without one. */
export function withScreenFrame(html: string, shell: string, frame: string | undefined): string {
  return frame === undefined ? html : html.replace(shell, () => frame);
}

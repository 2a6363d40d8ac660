import type { BootData } from '@tvt/contract';
import type { Phase } from '@tvt/domain';
import {
  fillFirstTour,
  readFirstTourTemplate,
  tourClosed,
  withFirstOverlay,
} from './first-tour.ts';
import { readFirstFrames, screenFrameFor, withScreenFrame } from './screen-frames.ts';

export interface FirstFrameInput {
  url: string;
  cookies: string | undefined;
  phase: Phase | undefined;
  boot: BootData;
}

/**
 * What the server draws into an app page per request (decision 066), from the build's files in
 * `distDir`: the screen's frame where it has one (home, the count's first step) and a first
 * visit's intro tour. Without those files (an older build, the tests' fixtures) pages go as
 * built.
 */
export function firstFrameDrawer(distDir: string | undefined) {
  const template = distDir === undefined ? undefined : readFirstTourTemplate(distDir);
  const frames = distDir === undefined ? undefined : readFirstFrames(distDir);
  // The boot data's tour is one object per content version: each is drawn once.
  const tours = new WeakMap<object, string | undefined>();
  const drawTour = (tour: NonNullable<BootData['introTour']>) => {
    if (!tours.has(tour)) tours.set(tour, fillFirstTour(template!, tour));
    return tours.get(tour);
  };
  return (html: string, { url, cookies, phase, boot }: FirstFrameInput): string => {
    const [pathname = '/', query = ''] = url.split(/[?#]/);
    const frame =
      frames &&
      screenFrameFor(frames, {
        pathname,
        search: new URLSearchParams(query),
        cookies,
        phase,
        boot,
      });
    const framed = frames ? withScreenFrame(html, frames.shell, frame) : html;
    const tour =
      template !== undefined && boot.introTour !== undefined && !tourClosed(cookies)
        ? drawTour(boot.introTour)
        : undefined;
    return withFirstOverlay(framed, tour);
  };
}

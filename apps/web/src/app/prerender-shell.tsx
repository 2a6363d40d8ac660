import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { ReactNode } from 'react';
import { firstTourMarkers } from '@tvt/contract';
import { paths } from '#shared/paths/paths.ts';
import { ScreenSkeleton } from '#shared/shell/screen.tsx';
import { CountFrame } from '../features/count/index.ts';
import { BannerFrame } from '../features/home/index.ts';
import { FirstTour } from '../features/intro-tour/index.ts';
import { AppFrame } from './app-frame.tsx';

/**
 * The HTML of the app's first frame (top strip, nav bar, side menu, tab bar, a skeleton of the
 * screen), rendered at build time into index.html by scripts/prerender-shell-plugin.ts, so the
 * page shows the shell before any JavaScript has run (issue 15). It is what the client renders
 * first (the root layout's skeleton while the phase is unknown), so replacing it moves nothing.
 */
export function renderShell(location = '/', screen?: ReactNode): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location={location}>
        {/* The frame without its phase provider: the phase is unknown at build time. */}
        <AppFrame>
          <ScreenSkeleton>{screen}</ScreenSkeleton>
        </AppFrame>
      </StaticRouter>
    </QueryClientProvider>,
  );
}

/**
 * The frames of the screens whose largest paint the server draws into the page (decision 066):
 * home with its banner's picture, and the count's first step. The same shell around them, at
 * their own address (the tab bar marks it).
 */
export function renderScreenFrames() {
  return {
    home: { path: paths.home, html: renderShell(paths.home, <BannerFrame />) },
    count: { path: paths.count, html: renderShell(paths.count, <CountFrame />) },
  };
}

/**
 * The tour's first page over the frame (decision 066) with markers where the page's values go:
 * the server fills it per page from the boot data's tour, and repeats the one dot per page.
 */
export function renderFirstTourTemplate(): string {
  const { title, content, image } = firstTourMarkers;
  return renderToStaticMarkup(<FirstTour pages={[{ title, content, image, order: 0 }]} />);
}

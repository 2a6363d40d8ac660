import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { firstTourMarkers } from '@tvt/contract';
import { ScreenSkeleton } from '#shared/shell/screen.tsx';
import { FirstTour } from '../features/intro-tour/index.ts';
import { AppFrame } from './app-frame.tsx';

/**
 * The HTML of the app's first frame (top strip, nav bar, side menu, tab bar, a skeleton of the
 * screen), rendered at build time into index.html by scripts/prerender-shell-plugin.ts, so the
 * page shows the shell before any JavaScript has run (issue 15). It is what the client renders
 * first (RootFallback, while the route module loads), so replacing it moves nothing.
 */
export function renderShell(): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location="/">
        {/* RootFallback without its phase provider: the phase is unknown at build time. */}
        <AppFrame>
          <ScreenSkeleton />
        </AppFrame>
      </StaticRouter>
    </QueryClientProvider>,
  );
}

/**
 * The tour's first page over the frame (decision 066) with markers where the page's values go:
 * the server fills it per page from the boot data's tour, and repeats the one dot per page.
 */
export function renderFirstTourTemplate(): string {
  const { title, content, image } = firstTourMarkers;
  return renderToStaticMarkup(<FirstTour pages={[{ title, content, image, order: 0 }]} />);
}

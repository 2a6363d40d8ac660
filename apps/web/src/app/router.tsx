import { Suspense } from 'react';
import { matchRoutes, Navigate, Route, Routes, useLocation } from 'react-router';
import { paths, patterns } from '#shared/paths/paths.ts';
import { lazyScreen, type LazyScreen, type ScreenModule } from './lazy-screen.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { RootLayout } from './root-layout.tsx';

export type ScreenRoute = { path: string; load: () => Promise<ScreenModule> };

/** Each public screen, loaded on first visit of its route; read by the build (route preloads). */
export const screens: ScreenRoute[] = [
  { path: patterns.home, load: () => import('../routes/home.tsx') },
  { path: patterns.tips, load: () => import('../routes/tips.tsx') },
  { path: patterns.tip, load: () => import('../routes/tip.tsx') },
  { path: patterns.homeBird, load: () => import('../routes/bird.tsx') },
  { path: patterns.count, load: () => import('../routes/count.tsx') },
  { path: patterns.countMeta, load: () => import('../routes/count-meta.tsx') },
  { path: patterns.countPersonal, load: () => import('../routes/count-personal.tsx') },
  { path: patterns.countSummary, load: () => import('../routes/count-summary.tsx') },
  { path: patterns.countSuccess, load: () => import('../routes/count-success.tsx') },
  { path: patterns.recognise, load: () => import('../routes/recognise.tsx') },
  { path: patterns.recogniseQuestions, load: () => import('../routes/recognise-questions.tsx') },
  { path: patterns.recognisePhoto, load: () => import('../routes/recognise-photo.tsx') },
  { path: patterns.recogniseBird, load: () => import('../routes/bird.tsx') },
  { path: patterns.birdGuide, load: () => import('../routes/bird-guide.tsx') },
  { path: patterns.birdGuideBird, load: () => import('../routes/bird.tsx') },
  { path: patterns.more, load: () => import('../routes/more.tsx') },
  { path: patterns.moreQuiz, load: () => import('../routes/quiz.tsx') },
  { path: patterns.moreAccount, load: () => import('../routes/account.tsx') },
  { path: patterns.moreFaq, load: () => import('../routes/faq.tsx') },
  { path: patterns.moreAbout, load: () => import('../routes/about.tsx') },
  { path: patterns.quiz, load: () => import('../routes/quiz.tsx') },
  { path: patterns.account, load: () => import('../routes/account.tsx') },
  { path: patterns.faq, load: () => import('../routes/faq.tsx') },
  { path: patterns.about, load: () => import('../routes/about.tsx') },
  { path: patterns.results, load: () => import('../routes/results.tsx') },
  { path: patterns.resultsProvince, load: () => import('../routes/results-province.tsx') },
  { path: patterns.resultsMunicipality, load: () => import('../routes/results-municipality.tsx') },
  { path: patterns.resultsYear, load: () => import('../routes/results.tsx') },
  { path: patterns.resultsYearProvince, load: () => import('../routes/results-province.tsx') },
  {
    path: patterns.resultsYearMunicipality,
    load: () => import('../routes/results-municipality.tsx'),
  },
  { path: patterns.countResult, load: () => import('../routes/count-result.tsx') },
  { path: patterns.notFound, load: () => import('../routes/not-found.tsx') },
  { path: '*', load: () => import('../routes/not-found.tsx') },
];

const Office = lazyScreen(() => import('../routes/office.tsx'));
const officePath = `${paths.office}/*`;
const publicScreens = screens.map(({ path, load }) => ({ path, Screen: lazyScreen(load) }));

/** Loads the module of the screen at `pathname`, so the first render does not wait on it. */
export function preloadScreen(pathname: string): Promise<unknown> {
  const tree: { path?: string; Screen?: LazyScreen; children?: typeof publicScreens }[] = [
    { path: officePath, Screen: Office },
    { children: publicScreens },
  ];
  const screen = matchRoutes(tree, pathname)?.at(-1)?.route.Screen;
  return screen ? screen.preload() : Promise.resolve();
}

/** `/` → `/home`, keeping the query so campaign links (?t=, ?refcode=, ?phase=) still work. */
function ToHome() {
  return <Navigate to={`${paths.home}${useLocation().search}`} replace />;
}

/**
 * The app's routes (decision 128): declarative routes with lazy screens. Navigations render in
 * a transition, so the screen on view stays until the next one's chunk is there; the first
 * screen waits in the root layout's skeleton, the office's in nothing, as the data router did.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={null}>
        <Routes>
          {/* The campaign office (issue 12): its own frame and nested routes, one lazy chunk,
              outside the root layout so neither is in the other's first load. */}
          <Route path={officePath} element={<Office />} />
          {/* Before the layout mounts, so its login handling sees /home?state=… once. */}
          <Route index element={<ToHome />} />
          <Route element={<RootLayout />}>
            {publicScreens.map(({ path, Screen }) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { paths, patterns } from '#shared/paths/paths.ts';
import { RootError } from './root-error.tsx';
import { RootFallback, RootLayout } from './root-layout.tsx';

/** Route modules export `Component`; each loads on first visit of its route. */
const screens: RouteObject[] = [
  { path: patterns.home, lazy: () => import('../routes/home.tsx') },
  { path: patterns.tips, lazy: () => import('../routes/tips.tsx') },
  { path: patterns.tip, lazy: () => import('../routes/tip.tsx') },
  { path: patterns.homeBird, lazy: () => import('../routes/bird.tsx') },
  { path: patterns.count, lazy: () => import('../routes/count.tsx') },
  { path: patterns.countMeta, lazy: () => import('../routes/count-meta.tsx') },
  { path: patterns.countPersonal, lazy: () => import('../routes/count-personal.tsx') },
  { path: patterns.countSummary, lazy: () => import('../routes/count-summary.tsx') },
  { path: patterns.countSuccess, lazy: () => import('../routes/count-success.tsx') },
  { path: patterns.recognise, lazy: () => import('../routes/recognise.tsx') },
  { path: patterns.recogniseQuestions, lazy: () => import('../routes/recognise-questions.tsx') },
  { path: patterns.recognisePhoto, lazy: () => import('../routes/recognise-photo.tsx') },
  { path: patterns.recogniseBird, lazy: () => import('../routes/bird.tsx') },
  { path: patterns.birdGuide, lazy: () => import('../routes/bird-guide.tsx') },
  { path: patterns.birdGuideBird, lazy: () => import('../routes/bird.tsx') },
  { path: patterns.more, lazy: () => import('../routes/more.tsx') },
  { path: patterns.moreQuiz, lazy: () => import('../routes/quiz.tsx') },
  { path: patterns.moreAccount, lazy: () => import('../routes/account.tsx') },
  { path: patterns.moreFaq, lazy: () => import('../routes/faq.tsx') },
  { path: patterns.moreAbout, lazy: () => import('../routes/about.tsx') },
  { path: patterns.quiz, lazy: () => import('../routes/quiz.tsx') },
  { path: patterns.account, lazy: () => import('../routes/account.tsx') },
  { path: patterns.faq, lazy: () => import('../routes/faq.tsx') },
  { path: patterns.about, lazy: () => import('../routes/about.tsx') },
  { path: patterns.results, lazy: () => import('../routes/results.tsx') },
  { path: patterns.resultsProvince, lazy: () => import('../routes/results-province.tsx') },
  { path: patterns.resultsMunicipality, lazy: () => import('../routes/results-municipality.tsx') },
  { path: patterns.resultsYear, lazy: () => import('../routes/results.tsx') },
  { path: patterns.resultsYearProvince, lazy: () => import('../routes/results-province.tsx') },
  {
    path: patterns.resultsYearMunicipality,
    lazy: () => import('../routes/results-municipality.tsx'),
  },
  { path: patterns.countResult, lazy: () => import('../routes/count-result.tsx') },
  { path: patterns.notFound, lazy: () => import('../routes/not-found.tsx') },
  { path: '*', lazy: () => import('../routes/not-found.tsx') },
];

export const routes: RouteObject[] = [
  // The campaign office (issue 12): its own frame and nested routes, one lazy chunk. Outside the
  // root layout, so nothing of it (nor of the public frame) is in the other's first load.
  {
    path: `${paths.office}/*`,
    lazy: () => import('../routes/office.tsx'),
    ErrorBoundary: RootError,
  },
  {
    path: paths.root,
    Component: RootLayout,
    HydrateFallback: RootFallback,
    ErrorBoundary: RootError,
    children: [
      // `/` → `/home`, keeping the query so campaign links (?t=, ?refcode=, ?phase=) still work.
      {
        index: true,
        loader: ({ request }) => redirect(`${paths.home}${new URL(request.url).search}`),
      },
      ...screens,
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

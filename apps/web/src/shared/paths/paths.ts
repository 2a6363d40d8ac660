/** Every path of the app, in one place (spec section 2, route table). */
export const paths = {
  root: '/',
  home: '/home',
  tips: '/home/tips',
  tip: (id: string | number) => `/home/tips/${id}`,
  homeBird: (id: string | number) => `/home/${id}`,
  count: '/telling',
  countMeta: '/telling/meta',
  countPersonal: '/telling/personal-information',
  countSummary: '/telling/overzicht',
  countSuccess: '/telling/succes',
  recognise: '/herkennen',
  recogniseQuestions: '/herkennen/vragen',
  recognisePhoto: '/herkennen/foto',
  recogniseBird: (id: string | number) => `/herkennen/${id}`,
  birdGuide: '/vogelgids',
  birdGuideBird: (id: string | number) => `/vogelgids/${id}`,
  more: '/meer',
  moreQuiz: '/meer/quiz',
  moreAccount: '/meer/account',
  moreFaq: '/meer/veel-gestelde-vragen',
  moreAbout: '/meer/over-de-app',
  quiz: '/quiz',
  account: '/account',
  faq: '/veel-gestelde-vragen',
  about: '/over-de-app',
  notFound: '/404',
  // The results (issue 14): not in the spec's route table, ours.
  results: '/resultaten',
  /** A campaign's results by its year; without a year, the default campaign's (issue 30). */
  resultsYear: (year: number) => `/resultaten/${year}`,
  resultsProvince: (code: string, year?: number) =>
    year ? `/resultaten/${year}/provincie/${code}` : `/resultaten/provincie/${code}`,
  resultsMunicipality: (code: string, year?: number) =>
    year ? `/resultaten/${year}/gemeente/${code}` : `/resultaten/gemeente/${code}`,
  countResult: (tellingUUID: string) => `/resultaten/telling/${tellingUUID}`,
  // The campaign office (issue 12), with its own routes below it.
  office: '/beheer',
} as const;

/**
 * Route patterns for the router, relative to their parent. Kept beside `paths` so a path
 * and its pattern cannot drift apart.
 */
export const patterns = {
  home: 'home',
  tips: 'home/tips',
  tip: 'home/tips/:id',
  homeBird: 'home/:id',
  count: 'telling',
  countMeta: 'telling/meta',
  countPersonal: 'telling/personal-information',
  countSummary: 'telling/overzicht',
  countSuccess: 'telling/succes',
  recognise: 'herkennen',
  recogniseQuestions: 'herkennen/vragen',
  recognisePhoto: 'herkennen/foto',
  recogniseBird: 'herkennen/:id',
  birdGuide: 'vogelgids',
  birdGuideBird: 'vogelgids/:id',
  more: 'meer',
  moreQuiz: 'meer/quiz',
  moreAccount: 'meer/account',
  moreFaq: 'meer/veel-gestelde-vragen',
  moreAbout: 'meer/over-de-app',
  quiz: 'quiz',
  account: 'account',
  faq: 'veel-gestelde-vragen',
  about: 'over-de-app',
  notFound: '404',
  results: 'resultaten',
  resultsProvince: 'resultaten/provincie/:code',
  resultsMunicipality: 'resultaten/gemeente/:code',
  resultsYear: 'resultaten/:year',
  resultsYearProvince: 'resultaten/:year/provincie/:code',
  resultsYearMunicipality: 'resultaten/:year/gemeente/:code',
  countResult: 'resultaten/telling/:tellingUUID',
} as const;

/** `/vogelgids?zoek=mees` opens the guide on that search (the not-found page's search box). */
export const GUIDE_SEARCH_PARAM = 'zoek';

/** The first segment of a path as a path: `/herkennen/12` → `/herkennen` (bird detail back link). */
export function firstSegment(pathname: string): string {
  const segment = pathname.split('/').find((part) => part !== '');
  return segment ? `/${segment}` : paths.home;
}

/**
 * Spec: the quiz (and the more-menu pages reached from it) go back to /meer under /meer. The
 * top-level aliases (`/quiz`, `/account`) go back home: every screen has a way back (issue 15).
 */
export function backToMoreIfNested(pathname: string): string {
  return pathname.includes('meer') ? paths.more : paths.home;
}

import { expect, failedLoad, test } from './test.ts';
import { expectAccessible, heading, skipIntroTour } from './helpers.ts';

/**
 * Every route of the spec's route table, with its heading and back link (null: none), and the
 * paths a not-found page asks for and is refused with 404 on purpose.
 */
const ROUTES: { path: string; heading: string; back: string | null; notFound?: string[] }[] = [
  { path: '/home', heading: 'Nationale Tuinvogeltelling', back: null },
  { path: '/home/tips', heading: 'Vogelkijktips', back: '/home' },
  { path: '/home/tips/1', heading: 'Tel een half uur lang', back: '/home/tips' },
  {
    path: '/home/1',
    heading: 'Vogel niet gevonden',
    back: '/home',
    notFound: ['/api/bird/v1/birds/1'],
  },
  // Count URLs during the count with a fresh draft: a deep link opens its step only once the
  // draft has reached it, so each opens the first step (the steps: count-*.spec.ts).
  { path: '/telling?phase=2', heading: 'Telling', back: null },
  { path: '/telling/meta?phase=2', heading: 'Telling', back: null },
  { path: '/telling/personal-information?phase=2', heading: 'Telling', back: null },
  { path: '/telling/overzicht?phase=2', heading: 'Telling', back: null },
  { path: '/telling/succes?phase=2', heading: 'Telling', back: null },
  { path: '/herkennen', heading: 'Herkennen', back: null },
  { path: '/herkennen/vragen', heading: 'Herkennen via vragen', back: '/herkennen' },
  { path: '/herkennen/foto', heading: 'Herkenning via foto', back: '/herkennen' },
  {
    path: '/herkennen/1',
    heading: 'Vogel niet gevonden',
    back: '/herkennen',
    notFound: ['/api/bird/v1/birds/1'],
  },
  { path: '/vogelgids', heading: 'Vogelgids', back: null },
  {
    path: '/vogelgids/1',
    heading: 'Vogel niet gevonden',
    back: '/vogelgids',
    notFound: ['/api/bird/v1/birds/1'],
  },
  { path: '/meer', heading: 'Meer', back: null },
  { path: '/meer/quiz', heading: 'Quiz', back: '/meer' },
  { path: '/meer/account', heading: 'Account', back: '/meer' },
  { path: '/meer/veel-gestelde-vragen', heading: 'Faq', back: '/meer' },
  { path: '/meer/over-de-app', heading: 'Over de app', back: '/meer' },
  { path: '/account', heading: 'Account', back: '/home' },
  { path: '/quiz', heading: 'Quiz', back: '/home' },
  { path: '/veel-gestelde-vragen', heading: 'Faq', back: '/meer' },
  { path: '/over-de-app', heading: 'Over de app', back: '/meer' },
  // The results (issue 14): ours, not in the spec's table.
  { path: '/resultaten', heading: 'Resultaten', back: '/home' },
  { path: '/resultaten/provincie/PV26', heading: 'Resultaten Utrecht', back: '/resultaten' },
  {
    path: '/resultaten/gemeente/GM0344',
    heading: 'Resultaten Utrecht',
    back: '/resultaten/provincie/PV26',
  },
  {
    path: '/resultaten/telling/00000000-0000-4000-8000-000000000000',
    heading: 'Telling niet gevonden',
    back: '/resultaten',
    notFound: [
      '/resultaten/telling/00000000-0000-4000-8000-000000000000',
      '/api/count/v1/results/counts/00000000-0000-4000-8000-000000000000',
    ],
  },
  { path: '/404', heading: 'Deze pagina bestaat niet (meer)', back: '/home' },
];

test.beforeEach(async ({ page }) => skipIntroTour(page));

for (const route of ROUTES) {
  test(`${route.path} shows '${route.heading}'`, async ({ page, browserErrors }) => {
    browserErrors.allow(...(route.notFound ?? []).map((path) => failedLoad(404, path)));
    await page.goto(route.path);
    // A results page names its campaign year after the area (issue 30).
    const title = route.heading.startsWith('Resultaten')
      ? page.getByRole('heading', { level: 1, name: new RegExp(`^${route.heading}( \\d{4})?$`) })
      : heading(page, route.heading);
    await expect(title).toBeVisible();
    // The nav bar's back link, not a menu item of the same name.
    const back = page
      .getByRole('banner')
      .getByRole('link', { name: /^(Terug|Telling|Telplek|Je gegevens)$/ });
    if (route.back === null) await expect(back).toHaveCount(0);
    else await expect(back).toHaveAttribute('href', route.back);
    await expectAccessible(page);
  });
}

test('/ redirects to /home and keeps the query', async ({ page }) => {
  await page.goto('/?t=jg&refcode=R1');
  await expect(page).toHaveURL(/\/home\?t=jg&refcode=R1$/);
  await expect(heading(page, 'Nationale Tuinvogeltelling')).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('segment'),
      sessionStorage.getItem('referralCode'),
    ]),
  ).toEqual(['jg', 'R1']);
});

test('unknown paths show the not-found text', async ({ page }) => {
  for (const path of ['/bestaat-niet', '/vogelgids/1/extra', '/meer/iets']) {
    await page.goto(path);
    await expect(heading(page, 'Deze pagina bestaat niet (meer)')).toBeVisible();
  }
  await expectAccessible(page);
});

test('about shows the server text and the app version', async ({ page }) => {
  await page.goto('/meer/over-de-app');
  await expect(page.locator('.about-text')).toContainText('Tuinvogeltelling');
  await expect(page.locator('.container .version-label')).toHaveText(/^versie \S+ · /);
});

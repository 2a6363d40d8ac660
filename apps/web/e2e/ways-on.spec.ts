import { expect, test, failedLoad } from './test.ts';
import { expectAccessible, heading, skipIntroTour } from './helpers.ts';

/** Issue 15, the shell: titles, menus and a way on from every screen. */
test.beforeEach(async ({ page }) => skipIntroTour(page));

const TITLES: [string, string][] = [
  ['/home', 'Home – Tuinvogeltelling'],
  ['/vogelgids', 'Vogelgids – Tuinvogeltelling'],
  ['/telling?phase=2', 'Telling – Tuinvogeltelling'],
  ['/herkennen/vragen', 'Herkennen via vragen – Tuinvogeltelling'],
  ['/meer', 'Meer – Tuinvogeltelling'],
  ['/meer/veel-gestelde-vragen', 'Veelgestelde vragen – Tuinvogeltelling'],
  ['/bestaat-niet', 'Pagina niet gevonden – Tuinvogeltelling'],
];

test('every screen names the browser tab after itself', async ({ page }) => {
  for (const [path, title] of TITLES) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
  // A bird's page carries the bird's name.
  await page.goto('/vogelgids');
  const first = page.locator('.bird-guide a[href^="/vogelgids/"]').first();
  const name = (await first.innerText()).trim().split('\n')[0]!;
  await first.click();
  await expect(heading(page, name)).toBeVisible();
  await expect(page).toHaveTitle(`${name} – Tuinvogeltelling`);
});

test('Meer leads to the results, the account and the FAQ', async ({ page }) => {
  await page.goto('/meer');
  const list = page.locator('.menu-list');
  await expect(list.getByRole('link', { name: 'Resultaten', exact: true })).toHaveAttribute(
    'href',
    '/resultaten',
  );
  await expect(list.getByRole('link', { name: 'Veelgestelde vragen' })).toHaveAttribute(
    'href',
    '/meer/veel-gestelde-vragen',
  );
  await list.getByRole('link', { name: 'Mijn account' }).click();
  await expect(heading(page, 'Account')).toBeVisible();
  await expect(page).toHaveURL(/\/meer\/account$/);
  await expectAccessible(page);
});

test(
  'the desktop menu leads to the results, the account and the FAQ',
  { tag: '@viewport' },
  async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the side menu shows from 991 px');
    await page.goto('/home?phase=2');
    const menu = page.getByRole('navigation', { name: 'Menu', exact: true });
    await expect(menu.getByRole('link', { name: 'Resultaten', exact: true })).toHaveAttribute(
      'href',
      '/resultaten',
    );
    await expect(menu.getByRole('link', { name: 'Mijn account' })).toHaveAttribute(
      'href',
      '/meer/account',
    );
    await menu.getByRole('link', { name: 'Veelgestelde vragen' }).click();
    await expect(heading(page, 'Faq')).toBeVisible();
    await expectAccessible(page);
  },
);

test('a page that does not exist offers home, the guide and a search', async ({ page }) => {
  await page.goto('/bestaat/niet/meer');
  await expect(heading(page, 'Deze pagina bestaat niet (meer)')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Naar home' })).toHaveAttribute('href', '/home');
  await expect(main.getByRole('link', { name: 'Naar de Vogelgids' })).toHaveAttribute(
    'href',
    '/vogelgids',
  );
  await expectAccessible(page);
  await main.getByLabel('Zoek een vogel').fill('merel');
  await main.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/\/vogelgids\?zoek=merel$/);
  await expect(page.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue('merel');
  await expect(
    page.locator('.bird-guide').getByText('Merel', { exact: true }).first(),
  ).toBeVisible();
});

test('a bird that does not exist offers home, the guide and a search', async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(failedLoad(404, '/api/bird/v1/birds/bestaat-niet'));
  await page.goto('/vogelgids/bestaat-niet');
  await expect(heading(page, 'Vogel niet gevonden')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Naar home' })).toHaveAttribute('href', '/home');
  await expect(main.getByRole('link', { name: 'Naar de Vogelgids' })).toHaveAttribute(
    'href',
    '/vogelgids',
  );
  await expect(main.getByRole('search')).toBeVisible();
  await expectAccessible(page);
});

test('/quiz on a phone: the campaign logo goes home, a back link and no tab bar', async ({
  page,
}) => {
  await page.goto('/quiz');
  await expect(heading(page, 'Quiz')).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Terug' })).toHaveAttribute('href', '/home');
  // Spec: every URL with 'quiz' hides the tab bar (issue 30).
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);
  await expectAccessible(page);
  await banner.getByRole('link', { name: 'Tuinvogeltelling, naar home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

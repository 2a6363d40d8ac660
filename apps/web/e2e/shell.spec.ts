import { expect, test } from './test.ts';
import { builtChunk, expectAccessible, heading, skipIntroTour } from './helpers.ts';

const INSTALL_POPUP = 'src/features/install-popup/install-popup.tsx';

test.beforeEach(async ({ page }) => skipIntroTour(page));

test(
  'tab bar on phones, side menu on desktop',
  { tag: '@viewport' },
  async ({ page }, testInfo) => {
    await page.goto('/home');
    await expect(heading(page, 'Nationale Tuinvogeltelling')).toBeVisible();
    const tabBar = page.getByRole('navigation', { name: 'Hoofdmenu' });
    const sideMenu = page.getByRole('navigation', { name: 'Menu', exact: true });
    if (testInfo.project.name === 'desktop') {
      await expect(sideMenu).toBeVisible();
      await expect(tabBar).toBeHidden();
      const box = await page.locator('.app-column').boundingBox();
      expect(box?.x).toBe(300);
      for (const name of ['Home', 'Herkennen', 'Vogelgids', 'Over de app']) {
        await expect(sideMenu.getByRole('link', { name })).toBeVisible();
      }
      // The server's more-menu items are listed too.
      await expect(sideMenu.getByRole('link', { name: /Over de Tuinvogeltelling/ })).toBeVisible();
      // The only test that visits a screen at desktop width with the side menu showing.
      await expectAccessible(page);
    } else {
      await expect(tabBar).toBeVisible();
      await expect(sideMenu).toBeHidden();
      for (const name of ['Home', 'Herkennen', 'Vogelgids', 'Meer']) {
        await expect(tabBar.getByRole('link', { name })).toBeVisible();
      }
    }
  },
);

test('the tab bar is hidden on the quiz under Meer, which goes back to Meer', async ({ page }) => {
  const tabBar = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await page.goto('/meer/quiz');
  await expect(heading(page, 'Quiz')).toBeVisible();
  await expect(tabBar).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Terug' })).toHaveAttribute(
    'href',
    '/meer',
  );
});

test('top strip shows the organisation and the nav bar logo goes home', async ({ page }) => {
  await page.goto('/vogelgids');
  await expect(page.locator('.top-strip')).toHaveText('Tuinvogeltelling');
  await page.getByRole('link', { name: 'Tuinvogeltelling, naar home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the more menu lists Quiz, the server items and Over de app', async ({ page }) => {
  await page.goto('/meer');
  const list = page.locator('.menu-list');
  await expect(list.getByRole('link', { name: 'Quiz', exact: true })).toHaveAttribute(
    'href',
    '/meer/quiz',
  );
  await expect(list.getByRole('link', { name: /Over de Tuinvogeltelling/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await list.getByRole('link', { name: 'Over de app' }).click();
  await expect(heading(page, 'Over de app')).toBeVisible();
  await expectAccessible(page);
});

test('navigating to the same URL re-creates the page', async ({ page }) => {
  await page.goto('/vogelgids');
  const title = heading(page, 'Vogelgids');
  await title.evaluate((el) => el.setAttribute('data-stale', 'ja'));
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu', exact: true });
  await nav.getByRole('link', { name: 'Vogelgids' }).click();
  await expect(title).toBeVisible();
  await expect(title).not.toHaveAttribute('data-stale', 'ja');
});

test.describe('on an iPhone in the browser', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

  test('the install popup appears after 1.5 s and can be closed', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/home');
    await expect(heading(page, 'Nationale Tuinvogeltelling')).toBeVisible();
    const popup = page.getByRole('dialog', { name: 'Installeer als web-app' });
    await expect(popup).toHaveCount(0);
    await expect(popup).toBeVisible({ timeout: 5000 });
    await expect(popup).toContainText('Zet op beginscherm');
    // Its code is a chunk of its own: the test below looks for that request.
    expect(scripts).toContain(builtChunk(INSTALL_POPUP));
    await expectAccessible(page);
    await popup.getByRole('button', { name: 'Sluiten' }).click();
    await expect(popup).toHaveCount(0);
  });
});

test('no install popup outside iOS', async ({ page }) => {
  await page.clock.install();
  await page.goto('/home');
  await expect(heading(page, 'Nationale Tuinvogeltelling')).toBeVisible();
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  // Well past the popup's delay: its timer, had it been set, has fired now.
  await page.clock.fastForward(10_000);
  // A navigation renders after that timer's update, so by the time its screen shows, a popup
  // would have been rendered and its lazily loaded code asked for.
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Vogelgids' })
    .click();
  await expect(heading(page, 'Vogelgids')).toBeVisible();
  expect(scripts).not.toContain(builtChunk(INSTALL_POPUP));
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

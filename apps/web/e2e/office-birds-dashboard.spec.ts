import type { Browser, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { PASSWORD, logIn } from './account-helpers.ts';
import { expectAccessible, heading, skipIntroTour } from './helpers.ts';
import { OwnServer } from './own-server.ts';
import { wavTone } from '../../api/test/wav-tone.ts';

/**
 * Issue 31, the Vogels and Dashboard half: the weekend dashboard and the bird editor at a
 * desktop and a tablet, the credit of an uploaded sound on the public bird page (phone too).
 */
const ADMIN = 'beheer@example.nl';
const SHOTS = process.env.E2E_SHOTS_DIR;
const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['tablet', { width: 820, height: 1180 }],
] as const;

let server: OwnServer;
/** The campaign the demo counts went into (the one the app follows now). */
let countedYear: number;

async function shot(page: Page, name: string, fullPage = true) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/** Fails the test on any error the page logs. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function prepare(browser: Browser) {
  server = await OwnServer.create(
    {},
    process.env.E2E_OWN_PORT ? Number(process.env.E2E_OWN_PORT) : undefined,
  );
  const link = await server.adminCreate(ADMIN);
  // Counts through the real submission path, dated in the campaign's weekend.
  const done = await server.command('apps/api/scripts/demo-counts.ts', ['--count', '240']);
  countedYear = Number(/synthetische tellingen in (\d{4})/.exec(done)![1]);
  await server.start();
  const page = await browser.newPage({ baseURL: server.url });
  await skipIntroTour(page);
  await page.goto(link);
  await page.getByLabel('Nieuw wachtwoord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByRole('button', { name: 'Wachtwoord opslaan' })).toBeHidden();
  await page.close();
}

async function office(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: server.url, viewport });
  const page = await context.newPage();
  const errors = watchConsole(page);
  await skipIntroTour(page);
  await page.goto('/beheer');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await logIn(page, ADMIN, PASSWORD);
  await expect(heading(page, 'Beheeromgeving')).toBeVisible({ timeout: 20_000 });
  return { context, page, errors };
}

test.describe.serial('issue 31: dashboard and birds', () => {
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000);
    await prepare(browser);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  for (const [name, viewport] of VIEWPORTS) {
    test(`the weekend dashboard, charts with tables (${name})`, async ({ browser }) => {
      const { context, page, errors } = await office(browser, viewport);
      const main = page.getByRole('main');
      // Three counts the server refuses (400), read from the shared rows on the next load.
      for (let i = 0; i < 3; i += 1) {
        const refused = await page.request.post('/api/count/v1/inzending', {
          data: { countId: 'x' },
        });
        expect(refused.status()).toBe(400);
      }
      await page.reload();
      // The weekend in view: the running or coming one (decision 132); the others by year.
      const weekends = main.getByRole('navigation', { name: 'Telweekenden' });
      const shown = Number(
        (
          await main.getByRole('heading', { level: 2, name: /^Telweekend \d{4}$/ }).innerText()
        ).slice(-4),
      );
      // One stored campaign: no switch; more: the shown one marked among them.
      if ((await weekends.count()) > 0) {
        await expect(weekends.getByRole('link', { name: String(shown) })).toHaveAttribute(
          'aria-current',
          'page',
        );
      }
      if (shown !== countedYear) {
        await expectAccessible(page);
        await shot(page, `dashboard-coming-${name}`);
        await weekends.getByRole('link', { name: String(countedYear) }).click();
        await expect(page).toHaveURL(new RegExp(`[?&]jaar=${countedYear}$`));
      }
      await expect(
        main.getByRole('heading', { level: 2, name: `Telweekend ${countedYear}` }),
      ).toBeVisible();
      for (const title of [
        'Telweekend',
        'Nu',
        'Aandacht nodig',
        'Geweigerd door de server',
        'Per uur',
      ]) {
        await expect(
          main.getByRole('heading', { level: 2, name: new RegExp(`^${title}`) }),
        ).toBeVisible();
      }
      // No tiles repeating the side navigation.
      await expect(main.getByRole('link', { name: 'Vogels' })).toHaveCount(0);
      await expect(main.getByText(/Drukste uur: /)).toBeVisible();
      await expect(main.getByRole('link', { name: 'Naar moderatie' })).toBeVisible();
      await main.getByText('Per uur als tabel').click();
      const table = main.getByRole('region', { name: 'Per uur' }).getByRole('table');
      await expect(table.getByRole('columnheader', { name: 'Geteld in dit uur' })).toBeVisible();
      // 240 counts by the moment counted: the sum of the first column.
      const counted = await table.locator('tbody tr:has(th) td:nth-of-type(1)').allTextContents();
      expect(counted.reduce((sum, text) => sum + Number(text.replace(/\./g, '')), 0)).toBe(240);
      // The server's own refusals beside the app's reports: a sentence and a table per minute.
      const refused = main.getByRole('region', { name: 'Geweigerd door de server' });
      await expect(
        refused.getByText(
          /^De server weigerde het laatste uur \d+ inzendingen: \d+ afgekeurd bij de controle\./,
        ),
      ).toBeVisible();
      await expect(
        main
          .getByRole('region', { name: 'Aandacht nodig' })
          .getByRole('definition')
          .filter({ hasText: 'in 24 uur, van alle servers' }),
      ).toContainText(/^[1-9]\d*/);
      await refused.getByText('Per minuut en soort als tabel').click();
      await expect(refused.getByRole('columnheader', { name: 'Te veel (429)' })).toBeVisible();
      await expect(refused.locator('tbody tr')).toHaveCount(16);
      await expectAccessible(page);
      await shot(page, `dashboard-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    test(`the bird editor opens in view; every field; 'Lijkt op' by keyboard (${name})`, async ({
      browser,
    }) => {
      const { context, page, errors } = await office(browser, viewport);
      await page
        .getByRole('navigation', { name: 'Beheer' })
        .getByRole('link', { name: 'Vogels' })
        .click();
      await expect(heading(page, 'Vogels')).toBeVisible();
      // The whole list (70% of the window high) above the editor: without the scroll the
      // editor would open below the fold on a tablet.
      await page.getByRole('button', { name: /^Heggenmus/ }).click();
      const title = page.getByRole('heading', { level: 2, name: 'Heggenmus' });
      await expect(title).toBeFocused();
      await expect(title).toBeInViewport();
      await shot(page, `bird-editor-in-view-${name}`, false);
      await expectAccessible(page);
      await shot(page, `bird-editor-${name}`);

      // Each run adds another species: the first one's choice is saved by then.
      const [typed, other] = name === 'desktop' ? ['mer', 'Merel'] : ['zangl', 'Zanglijster'];
      const similar = page.getByRole('combobox', { name: 'Lijkt op' });
      await similar.fill(typed);
      await expect(page.getByRole('option', { name: other, exact: true })).toBeVisible();
      await expectAccessible(page);
      await shot(page, `bird-similar-open-${name}`);
      await similar.press('ArrowDown');
      await similar.press('ArrowUp');
      await similar.press('Enter');
      await similar.press('Escape');
      await expect(page.getByRole('button', { name: `${other} weghalen` })).toBeVisible();

      const scientific = page.getByLabel('Wetenschappelijke naam');
      await scientific.fill('prunella');
      await page.getByRole('button', { name: 'Publiceren' }).click();
      await expect(
        page.getByText(/Schrijf de wetenschappelijke naam als geslacht en soort/),
      ).toBeVisible();
      await expectAccessible(page);
      await scientific.fill('Prunella modularis');
      await page.getByRole('button', { name: 'Publiceren' }).click();
      await expect(page.getByText('Opgeslagen: de app toont de nieuwe gegevens.')).toBeVisible();
      await expect(page.getByRole('button', { name: `${other} weghalen` })).toBeVisible();

      if (name === 'desktop') {
        const sound = page.getByRole('region', { name: 'Geluid' });
        await sound.getByLabel('Bestand').setInputFiles({
          name: 'heggenmus.wav',
          mimeType: 'audio/wav',
          buffer: wavTone(),
        });
        await sound.getByRole('button', { name: 'Uploaden' }).click();
        await expect(
          sound.getByText('Vul de maker in (naam van de persoon of organisatie).'),
        ).toBeVisible();
        await sound.getByLabel('Maker').fill('Jan Jansen');
        await sound.getByLabel('Licentie').selectOption('cc-by-sa-4.0');
        await sound.getByRole('button', { name: 'Uploaden' }).click();
        await expect(
          sound.getByText('Naamsvermelding in de app: Jan Jansen, CC BY-SA 4.0'),
        ).toBeVisible();
        await expectAccessible(page);
        await shot(page, `bird-media-${name}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  for (const [name, viewport] of [
    ['phone', { width: 375, height: 812 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    test(`the public bird page credits the uploaded sound (${name})`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: server.url, viewport });
      const page = await context.newPage();
      const errors = watchConsole(page);
      await skipIntroTour(page);
      await page.goto('/vogelgids/heggenmus');
      await expect(heading(page, 'Heggenmus')).toBeVisible();
      await expect(page.getByText('Prunella modularis')).toBeVisible();
      const credit = page.getByText(/^Geluid: Jan Jansen,/);
      await expect(credit).toBeVisible();
      await expect(credit.getByRole('link', { name: /CC BY-SA 4\.0/ })).toHaveAttribute(
        'href',
        'https://creativecommons.org/licenses/by-sa/4.0/deed.nl',
      );
      await expectAccessible(page);
      await shot(page, `bird-page-credit-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

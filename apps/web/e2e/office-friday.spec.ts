import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../api/test/helpers/smtp-receiver.ts';
import { logIn } from './account-helpers.ts';
import { expectAccessible, heading, skipIntroTour } from './helpers.ts';
import { officeCountBody } from './office-count-body.ts';
import { OwnServer, runningCampaignEnv } from './own-server.ts';

/**
 * Issue 31: the organiser's Friday before the count, alone, at a desk and on a tablet. The first
 * admin comes from the README's command; then next year's campaign, the texts, the reminder with
 * a test mail, three counts moderated by keyboard, a role given and taken (read back in the
 * audit log), both CSV flavours. Axe on every office screen. With SHOTS_DIR set, each screen is
 * also saved as a picture for review.
 */
const run = promisify(execFile);
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const ADMIN = 'organisator@example.nl';
const EDITOR = 'redactie@example.nl';
const PASSWORD = 'vrijdag-voor-de-telling-2026';

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'the office is made for desktop and tablet');

/** The README's command, from the root, on the server's data folder: the link it prints. */
async function readmeAdminCreate(server: OwnServer, email: string): Promise<string> {
  const { stdout } = await run('npm', ['run', 'admin:create', '-w', '@tvt/api', '--', email], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PATH: `${REPO_ROOT}node_modules/.bin:${process.env.PATH ?? ''}`,
      DATABASE_URL: '',
      DATA_DIR: server.dataDir,
      PORT: String(server.port),
      LOG_LEVEL: 'warn',
    },
  });
  const link = /https?:\/\/\S+\/oidc\/password\?\S+/.exec(stdout)?.[0];
  if (!link) throw new Error(`admin:create printed no link: ${stdout}`);
  return link;
}

for (const [name, viewport, port] of [
  ['desktop', { width: 1280, height: 800 }, 8142],
  ['tablet', { width: 820, height: 1180 }, 8143],
] as const) {
  test.describe(`${name} @viewport`, () => {
    test.use({ viewport, actionTimeout: 20_000 });
    let server: OwnServer;
    let smtp: SmtpReceiver;
    let adminLink: string;
    let editorLink: string;

    test.beforeAll(async ({ isMobile, request }) => {
      if (isMobile) return;
      test.setTimeout(300_000);
      smtp = await startSmtpReceiver();
      server = await OwnServer.create(
        { ...runningCampaignEnv(new Date()), SMTP_URL: smtp.url },
        port,
      );
      adminLink = await readmeAdminCreate(server, ADMIN);
      editorLink = await readmeAdminCreate(server, EDITOR);
      await server.start();
      for (const huismus of [401, 402, 403]) {
        const res = await request.post(`${server.url}/api/count/v1/inzending`, {
          data: officeCountBody(huismus),
        });
        expect(res.status(), await res.text()).toBe(200);
      }
    });
    test.afterAll(async () => {
      await server?.stop();
      await smtp?.close();
    });

    const shot = async (page: Page, screen: string) => {
      await expectAccessible(page);
      const dir = process.env.SHOTS_DIR;
      if (!dir) return;
      mkdirSync(dir, { recursive: true });
      await page.screenshot({
        path: `${dir}/${screen}-${viewport.width}x${viewport.height}.png`,
        fullPage: true,
      });
    };
    const nav = (page: Page, label: string) =>
      page
        .getByRole('navigation', { name: 'Beheer' })
        .getByRole('link', { name: label, exact: true });
    const published = (page: Page, done = 'Gepubliceerd') =>
      expect(
        page.getByRole('status').filter({ hasText: new RegExp(`^${done} om \\d\\d:\\d\\d\\.$`) }),
      ).toBeVisible();

    test('the organiser runs the Friday before the count alone', async ({ page }) => {
      test.setTimeout(420_000);
      await skipIntroTour(page);
      // Getting in: the printed link works the first time, on this server's address.
      expect(adminLink.startsWith(server.url)).toBe(true);
      for (const link of [editorLink, adminLink]) {
        await page.goto(link);
        await page.getByLabel('Nieuw wachtwoord').fill(PASSWORD);
        await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
        await expect(heading(page, 'Wachtwoord ingesteld')).toBeVisible();
      }
      await page.goto(`${server.url}/beheer`);
      await page.getByRole('button', { name: 'Inloggen' }).click();
      await logIn(page, ADMIN, PASSWORD);
      await expect(nav(page, 'Campagne')).toBeVisible({ timeout: 20_000 });

      // Next year's campaign: proposed, checked as the app will show it, confirmed.
      await nav(page, 'Campagne').click();
      await expect(heading(page, 'Campagne')).toBeVisible();
      await page.getByRole('button', { name: 'Volgende campagne voorbereiden' }).click();
      const year = new Date().getUTCFullYear() + 1;
      await expect(page.getByLabel('Jaar van de telling')).toHaveValue(String(year));
      await page.getByLabel('Eigen aanmeldpagina').fill('https://www.example.nl/aanmelden');
      await expect(page.getByText(/vervangt de aanmelding voor de herinnering/)).toBeVisible();
      await shot(page, 'campagne-formulier');
      await page.getByRole('button', { name: 'Controleren' }).click();
      await expect(page.getByRole('heading', { name: /controleer en bevestig$/ })).toBeVisible();
      const preview = page.getByRole('region', { name: 'Zo toont de app het' });
      await expect(preview.getByText('Het is begonnen!')).toBeVisible();
      await expect(preview.getByText('Bedankt voor het tellen!')).toBeVisible();
      await expect(preview.getByText(/opent www\.example\.nl/)).toBeVisible();
      await expect(page.getByText('Aanmelden gaat naar een andere site.')).toBeVisible();
      await shot(page, 'campagne-controle');
      await page.getByRole('button', { name: 'Bevestigen en opslaan' }).click();
      await published(page, 'Opgeslagen');
      await expect(page.getByRole('button', { name: 'Bevestigen en opslaan' })).toBeFocused();
      await page.getByRole('button', { name: 'Sluiten' }).click();
      await expect(page.getByRole('rowheader', { name: String(year), exact: true })).toBeVisible();

      // The about text with a heading and a list, written without HTML.
      await nav(page, 'Inhoud').click();
      await page.getByRole('link', { name: 'Teksten' }).click();
      await expect(heading(page, 'Teksten')).toBeVisible();
      const about = page.getByRole('textbox', { name: 'Tekst' });
      await about.click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('Delete');
      await page.getByRole('button', { name: 'Kop', exact: true }).click();
      await page.keyboard.type('Wie wij zijn');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Samen tellen we de vogels in:');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Opsomming' }).click();
      await expect(page.getByRole('button', { name: 'Opsomming' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.keyboard.type('tuinen');
      await page.keyboard.press('Enter');
      await page.keyboard.type('balkons');
      const aboutForm = page.locator('form').filter({ has: about });
      await aboutForm.getByRole('button', { name: 'Publiceren' }).click();
      await expect(aboutForm.getByRole('status')).toHaveText(/^Gepubliceerd om \d\d:\d\d\.$/);

      // An FAQ entry: added, written, moved up by keyboard, published.
      const entries = page.getByRole('list', { name: 'Vragen in de volgorde van de app' });
      const lastBefore = (
        await entries
          .locator(':scope > li')
          .last()
          .getByRole('button', { expanded: false })
          .innerText()
      ).trim();
      await page.getByRole('button', { name: 'Vraag toevoegen' }).click();
      const question = 'Mag ik ook op mijn balkon tellen?';
      await expect(page.getByLabel('Vraag', { exact: true })).toBeFocused();
      await page.keyboard.type(question);
      await page.getByRole('textbox', { name: 'Antwoord' }).click();
      await page.keyboard.type('Ja, elke plek waar je vogels ziet telt mee.');
      await page.getByRole('button', { name: `Omhoog: ${question}` }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: `Omhoog: ${question}` })).toBeFocused();
      // And by dragging its handle with the keyboard: Space, an arrow, Space.
      const titles = async () =>
        (await entries.locator(':scope > li h3').allInnerTexts()).map((t) => t.trim());
      const place = (await titles()).indexOf(question);
      await page.getByRole('button', { name: `Verslepen: ${question}` }).focus();
      // Each step waits for what a screen reader hears: the list measures itself after a pick-up.
      const told = page.locator('[id^="DndLiveRegion"]');
      await page.keyboard.press('Space');
      await expect(told).toContainText(`boven plaats ${place + 1} van`);
      await page.keyboard.press('ArrowUp');
      await expect(told).toContainText(`boven plaats ${place} van`);
      await page.keyboard.press('Space');
      await expect(told).toContainText(`neergezet op plaats ${place} van`);
      await expect.poll(async () => (await titles()).indexOf(question)).toBe(place - 1);
      await shot(page, 'teksten');
      const faqForm = page.locator('form').filter({ has: entries });
      await faqForm.getByRole('button', { name: 'Publiceren' }).click();
      await expect(faqForm.locator('.publish-actions__status')).toHaveText(
        /^Gepubliceerd om \d\d:\d\d\.$/,
      );
      // Collapsed entries, the new one open: the page stays short.
      await page.getByRole('button', { name: question, expanded: true }).click();
      await shot(page, 'teksten-dicht');

      // Both in the app.
      const app = await page.context().newPage();
      await app.goto(`${server.url}/over-de-app`);
      await expect(app.getByRole('heading', { name: 'Wie wij zijn' })).toBeVisible();
      await expect(app.getByRole('listitem').filter({ hasText: 'balkons' })).toBeVisible();
      await app.goto(`${server.url}/veel-gestelde-vragen`);
      await expect(app.getByRole('button', { name: question })).toBeVisible();
      const questions = await app.getByRole('button', { expanded: false }).allInnerTexts();
      const at = (text: string) => questions.findIndex((q) => q.trim() === text);
      expect(at(question)).toBeGreaterThanOrEqual(0);
      expect(at(question)).toBeLessThan(at(lastBefore));
      await app.close();

      // Tips: the picture inside the form.
      await page.getByRole('link', { name: 'Tips' }).click();
      await page
        .getByRole('button', { name: /^Bewerken/ })
        .first()
        .click();
      // Below a long list on a tablet: the editor takes the focus, so it comes into view.
      await expect(page.getByRole('heading', { name: /^Tip bewerken:/ })).toBeFocused();
      await expect(page.getByLabel(/^Afbeelding/)).toBeVisible();
      await shot(page, 'tips');
      // The intro tour and the more-menu publish with the same bar.
      for (const [part, screen] of [
        ['Introductie', 'introductie'],
        ['Meer-menu', 'meer-menu'],
      ] as const) {
        await page.getByRole('link', { name: part, exact: true }).click();
        await expect(heading(page, part)).toBeVisible();
        await page.getByRole('button', { name: 'Publiceren' }).click();
        await published(page);
        await shot(page, screen);
      }

      // The reminder, a test mail read from the SMTP receiver, the recipients.
      await nav(page, 'Herinnering').click();
      await expect(heading(page, 'Herinnering')).toBeVisible();
      await page.getByLabel('Onderwerp').fill('Morgen tellen we!');
      await page
        .getByLabel('Tekst', { exact: true })
        .fill('Zet koffie en tel een half uur de vogels.');
      await expect(page.getByText(/Gaat naar \d+ bevestigde aanmelder/)).toBeVisible();
      await page.getByRole('button', { name: 'Stuur mij een testmail' }).click();
      await expect(page.getByText(`Testmail verstuurd naar ${ADMIN}.`)).toBeVisible();
      const mail = await smtp.waitFor((m) => m.to.includes(ADMIN));
      expect(mail.raw).toContain('Morgen tellen we!');
      await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
      await published(page, 'Opgeslagen als concept');
      await shot(page, 'herinnering');

      // Three counts moderated by keyboard.
      await nav(page, 'Moderatie').click();
      await expect(heading(page, 'Moderatie')).toBeVisible();
      const queued = page.getByRole('row').filter({ hasText: /40[123] vogels/ });
      await expect(queued).toHaveCount(3);
      for (let left = 2; left >= 0; left--) {
        await queued
          .first()
          .getByRole('button', { name: /^Accepteren:/ })
          .focus();
        await page.keyboard.press('a');
        await expect(queued).toHaveCount(left);
      }

      // A role given and taken, both read back as sentences.
      await nav(page, 'Rollen').click();
      await page.getByLabel('Zoek een account op e-mailadres').fill('redactie');
      await page.getByRole('button', { name: 'Zoeken' }).click();
      const box = page.getByRole('checkbox', { name: `Redacteur: ${EDITOR}` });
      await box.click();
      await expect(box).toBeChecked();
      await box.click();
      await expect(box).not.toBeChecked();
      await nav(page, 'Auditlog').click();
      await page.getByLabel('Onderdeel').selectOption({ label: 'Rollen en accounts' });
      await page.getByRole('button', { name: 'Filteren' }).click();
      await expect(
        page.getByText(`${ADMIN} gaf ${EDITOR} de rol Redacteur`, { exact: true }),
      ).toBeVisible();
      await expect(
        page.getByText(`${ADMIN} nam ${EDITOR} de rol Redacteur af`, { exact: true }),
      ).toBeVisible();
      await expectAccessible(page);

      // Both CSV flavours.
      await nav(page, 'Onderzoeksexport').click();
      for (const [flavour, first] of [
        ['R, Python (CSV)', 't'],
        ['Excel (CSV)', '\ufeff'],
      ] as const) {
        await page.getByRole('radio', { name: flavour }).check();
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Download export' }).click(),
        ]);
        expect((await readFile(await download.path(), 'utf8')).startsWith(first)).toBe(true);
      }
      await expectAccessible(page);
    });
  });
}

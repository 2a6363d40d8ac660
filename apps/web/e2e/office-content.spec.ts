import type { Browser, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { PASSWORD, logIn } from './account-helpers.ts';
import { expectAccessible, heading, skipIntroTour } from './helpers.ts';
import { OwnServer } from './own-server.ts';

const ADMIN = 'beheer@example.nl';
const EDITOR = 'redactie@example.nl';

async function choosePassword(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.getByLabel('Nieuw wachtwoord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByRole('button', { name: 'Wachtwoord opslaan' })).toBeHidden();
}

/** /beheer → 'Inloggen' → the provider's login page → back in the office. */
async function logInToOffice(page: Page, email: string): Promise<void> {
  await page.goto('/beheer');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/oidc\//);
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/beheer/, { timeout: 20_000 });
}

let server: OwnServer;

/** A link of the office's side nav. */
const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name, exact: true });

/**
 * Two accounts made by admin:create; the admin then gives the second one the editor role and
 * takes its admin role through the office API, so the spec runs as a plain editor.
 */
async function prepare(browser: Browser): Promise<void> {
  server = await OwnServer.create();
  const adminLink = await server.adminCreate(ADMIN);
  const editorLink = await server.adminCreate(EDITOR);
  await server.start();
  const page = await browser.newPage({ baseURL: server.url });
  await skipIntroTour(page);
  await choosePassword(page, adminLink);
  await choosePassword(page, editorLink);
  await logInToOffice(page, ADMIN);
  await expect(nav(page, 'Rollen')).toBeVisible({ timeout: 20_000 });
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const headers = { authorization: `Bearer ${token}` };
  const found = await page.request.get(`/api/office/v1/roles?email=redactie`, { headers });
  const { items } = (await found.json()) as { items: { accountId: string }[] };
  const id = items[0]!.accountId;
  expect((await page.request.put(`/api/office/v1/roles/${id}/editor`, { headers })).ok()).toBe(
    true,
  );
  expect((await page.request.delete(`/api/office/v1/roles/${id}/admin`, { headers })).ok()).toBe(
    true,
  );
  await page.close();
}

/** Beheer → Inhoud: the first tip, a new title and text, the preview, publish. */
async function changeFirstTip(page: Page, title: string, text: string): Promise<string> {
  await nav(page, 'Inhoud').click();
  await expect(heading(page, 'Tips')).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('button', { name: /^Bewerken/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/beheer\/inhoud\?tip=\d+$/);
  const id = new URL(page.url()).searchParams.get('tip')!;
  await page.getByLabel('Titel', { exact: true }).fill(title);
  await page.getByLabel('Tekst', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Voorbeeld bekijken' }).click();
  const preview = page.getByRole('region', { name: 'Voorbeeld van de tip' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText(text)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Publiceren' }).click();
  // Issue 31: the confirmation beside the button; the button keeps the focus (issue 37).
  await expect(
    page.getByRole('status').filter({ hasText: /^Gepubliceerd om \d\d:\d\d\.$/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publiceren' })).toBeFocused();
  await expectAccessible(page);
  return id;
}

test.describe.serial('content office', () => {
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    await prepare(browser);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('an editor reorders the FAQ by dragging an entry with the mouse', async ({ browser }) => {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await skipIntroTour(page);
    await logInToOffice(page, EDITOR);
    await nav(page, 'Inhoud').click();
    await page
      .getByRole('navigation', { name: 'Inhoud' })
      .getByRole('link', { name: 'Teksten' })
      .click();
    const entries = page.getByRole('list', { name: 'Vragen in de volgorde van de app' });
    const titles = async () =>
      (await entries.locator(':scope > li h3').allInnerTexts()).map((t) => t.trim());
    // The list arrives after the screen: read the order once it is there.
    await expect(entries.locator(':scope > li h3').nth(3)).toBeVisible();
    const before = await titles();
    const moved = before[2]!;
    // The third entry's handle, pressed and dragged above the first entry, in small steps.
    const handle = page.getByRole('button', { name: `Verslepen: ${moved}` });
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const target = (await entries.locator(':scope > li').first().boundingBox())!;
    const x = from.x + from.width / 2;
    // What the list tells a screen reader says where the drag is; a busy page may take a
    // pointer step late, so the move over the first entry is repeated until it says so.
    const told = page.locator('[id^="DndLiveRegion"]');
    await page.mouse.move(x, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(x, from.y - 10, { steps: 5 });
    await expect(told).toContainText(moved); // picked up
    await expect(async () => {
      await page.mouse.move(x, target.y + 6, { steps: 10 });
      await page.mouse.move(x, target.y + 4, { steps: 2 });
      await expect(told).toContainText(`${moved} boven plaats 1 van`, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await page.mouse.up();
    const expected = [moved, ...before.filter((title) => title !== moved)];
    await expect.poll(titles).toEqual(expected);
    await expect(handle).toBeVisible();
    const faqForm = page.locator('form').filter({ has: entries });
    await faqForm.getByRole('button', { name: 'Publiceren' }).click();
    await expect(faqForm.locator('.publish-actions__status')).toHaveText(
      /^Gepubliceerd om \d\d:\d\d\.$/,
    );
    await expectAccessible(page);
    // The saved order: read again from the server, in the office and in the app.
    await page.reload();
    await expect.poll(titles).toEqual(expected);
    await page.goto('/veel-gestelde-vragen');
    const questions = page.getByRole('button', { expanded: false });
    await expect(page.getByRole('button', { name: moved })).toBeVisible();
    const shown = (await questions.allInnerTexts()).map((t) => t.trim());
    expect(shown.filter((title) => expected.includes(title))).toEqual(expected);
    await expectAccessible(page);
    await context.close();
  });

  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['tablet', { width: 768, height: 1024 }],
  ] as const) {
    test(`an editor changes a tip and the public app shows it (${name})`, async ({ browser }) => {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport,
        isMobile: false,
        hasTouch: false,
      });
      const page = await context.newPage();
      await skipIntroTour(page);
      await logInToOffice(page, EDITOR);
      await expect(nav(page, 'Rollen')).toHaveCount(0);
      await expectAccessible(page);
      const title = `Kijk vanuit je keuken (${name})`;
      const id = await changeFirstTip(page, title, 'Zet een stoel bij het raam.');

      await nav(page, 'Vogels').click();
      await expect(heading(page, 'Vogels')).toBeVisible();
      await page.getByRole('button', { name: /^Merel/ }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Merel' })).toBeVisible();
      await expectAccessible(page);

      // The other content screens: each one accessible, the tour's preview in the app's own tour.
      await nav(page, 'Inhoud').click();
      for (const [tab, title] of [
        ['Teksten', 'Teksten'],
        ['Introductie', 'Introductie'],
        ['Meer-menu', 'Meer-menu'],
      ] as const) {
        await page
          .getByRole('navigation', { name: 'Inhoud' })
          .getByRole('link', { name: tab })
          .click();
        await expect(heading(page, title)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Publiceren' }).first()).toBeVisible();
        await expectAccessible(page);
      }
      await page
        .getByRole('navigation', { name: 'Inhoud' })
        .getByRole('link', { name: 'Introductie' })
        .click();
      await page.getByRole('button', { name: 'Voorbeeld bekijken' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      await page.goto(`/home/tips/${id}`);
      await expect(heading(page, title)).toBeVisible();
      await expect(page.getByText('Zet een stoel bij het raam.')).toBeVisible();
      await expectAccessible(page);
      await context.close();
    });
  }
});

import { expect, test } from './test.ts';
import { CHROMIUM_SHELL } from './chromium-path.ts';
import { expectAccessible, skipIntroTour } from './helpers.ts';

/**
 * Issue 15: a phone on the local network opens the app on the laptop's address while the public
 * address (PUBLIC_URL) is localhost. `tuin.lan` stands for that address: the browser resolves it
 * to this machine, so the server sees a host that is not a loopback name, as with a real phone.
 */
const LAN_HOST = 'tuin.lan';

test.use({
  launchOptions: {
    executablePath: CHROMIUM_SHELL,
    args: ['--no-sandbox', '--disable-gpu', `--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`],
  },
});

test('on a network address the account page says in Dutch why logging in cannot work', async ({
  page,
  browserErrors,
}) => {
  // Plain HTTP on a network address, on purpose: Chromium ignores the COOP header there.
  browserErrors.allow(
    /^console\.error: The Cross-Origin-Opener-Policy header has been ignored, because the URL's origin was untrustworthy/,
  );
  await skipIntroTour(page);
  const port = new URL(test.info().project.use.baseURL ?? 'http://localhost').port;
  await page.goto(`http://${LAN_HOST}:${port}/meer/account`);
  // Not sent to localhost (that would be the phone itself): the app runs on the address opened.
  await expect(page).toHaveURL(`http://${LAN_HOST}:${port}/meer/account`);
  await expect(page.getByText('Inloggen kan niet op dit adres.')).toContainText(
    `De app is ingesteld op http://localhost:${port}`,
  );
  await expect(page.getByRole('button', { name: 'Inloggen' })).toHaveCount(0);
  await expectAccessible(page);
});

test('on the public address the account page offers the login', async ({ page }) => {
  await skipIntroTour(page);
  await page.goto('/meer/account');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  await expect(page.getByText('Inloggen kan niet op dit adres.')).toHaveCount(0);
});

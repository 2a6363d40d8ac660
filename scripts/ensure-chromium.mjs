// Browser tests use Debian's Chromium, never a browser downloaded by a test tool: the headless
// shell for the Playwright specs (decision 055), the full browser for Lighthouse, the PNG
// rendering test and walks through the app.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_SHELL = '/usr/bin/chromium-headless-shell';
const PACKAGES = 'chromium chromium-headless-shell';

export function ensureChromium() {
  if (existsSync(CHROMIUM) && existsSync(CHROMIUM_SHELL)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${CHROMIUM} or ${CHROMIUM_SHELL} is missing: install them with "sudo apt-get install -y ${PACKAGES}".`,
    );
  }
  console.log('Installing Debian chromium and its headless shell for the browser tests…');
  execSync(`apt-get update && apt-get install -y ${PACKAGES}`, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();

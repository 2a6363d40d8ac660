import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';

// The standing bar: 120 KB of gzipped JavaScript on the first load of /home.
const BUDGET_BYTES = 120 * 1024;

/** Loads /home in a fresh context and returns every script fetched, gzipped, until the network is idle. */
async function scriptsOnFirstLoad(page: Page): Promise<Map<string, number>> {
  const scripts = new Map<string, number>();
  const pending: Promise<unknown>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) =>
          scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length),
        ),
    );
  });
  await page.goto('/home', { waitUntil: 'networkidle' });
  await expect(page.locator('h1')).toBeAttached();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return scripts;
}

function report(label: string, scripts: Map<string, number>): number {
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  const lines = [...scripts].map(
    ([path, size]) => `  ${(size / 1024).toFixed(1).padStart(6)} KB  ${path}`,
  );
  console.log(`${label}: ${(total / 1024).toFixed(1)} KB gzipped JavaScript\n${lines.join('\n')}`);
  return total;
}

test('first load of /home stays within the JavaScript budget', async ({ page }, testInfo) => {
  // The gate: the shell and the home screen. Overlays (intro tour, offline notice, install
  // popup) are separate chunks fetched only when they open.
  await page.addInitScript(() => localStorage.setItem('introTourIsHidden', 'true'));
  const total = report(
    `[${testInfo.project.name}] first load of /home`,
    await scriptsOnFirstLoad(page),
  );
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});

test('first-ever visit of /home, intro tour included, stays within the budget too', async ({
  page,
}, testInfo) => {
  const scripts = await scriptsOnFirstLoad(page);
  await expect(page.getByRole('dialog')).toBeVisible();
  const total = report(
    `[${testInfo.project.name}] first-ever visit of /home with the intro tour`,
    scripts,
  );
  // A new visitor's first load is the one that counts most: the tour uses the native dialog
  // (docs/decisions/018-native-dialog-for-first-load-modals.md) to stay inside the same budget.
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});

test('the scripts come as the Brotli copies the build made', async ({ page }) => {
  // Decision 068: the build writes a Brotli copy beside each script over 1 KB and the server
  // sends it as it is, so a script's encoded length is that file's size.
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  const sent: { path: string; encoding?: string; length?: string }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const headers = response.headers();
    sent.push({
      path: new URL(response.url()).pathname,
      encoding: headers['content-encoding'],
      length: headers['content-length'],
    });
  });
  await page.addInitScript(() => localStorage.setItem('introTourIsHidden', 'true'));
  await page.goto('/home', { waitUntil: 'networkidle' });
  const copies = sent.filter(({ path }) => existsSync(`${dist}${path}.br`));
  expect(copies.map(({ path }) => path)).toContainEqual(expect.stringMatching(/\/index-/));
  for (const { path, encoding, length } of copies) {
    expect({ path, encoding, length: Number(length) }).toEqual({
      path,
      encoding: 'br',
      length: statSync(`${dist}${path}.br`).size,
    });
  }
});

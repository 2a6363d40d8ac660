import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_SHELL } from './e2e/chromium-path.ts';
import { SPEC_CAMPAIGN_ENV } from './e2e/campaign-env.ts';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Both set once in the runner process and inherited by its workers: one empty data folder per
// run, and a port per run so that two runs on one machine do not collide.
process.env.E2E_PORT ??= String(8200 + (process.pid % 700));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tvt-web-e2e-'));
const PORT = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: './e2e',
  // One migrated and seeded data folder that the specs' own servers start from.
  globalSetup: './e2e/global-setup.ts',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    // Most specs run without the service worker so every visit hits the server; the offline
    // spec turns it on.
    serviceWorkers: 'block',
    // Recording a trace snapshots the page at every action: about 14 % of the CPU of a run that
    // fails nothing. In CI a failed test runs again with its trace; locally the first failure
    // keeps one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_SHELL,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: {
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        // A phone's layout at one device pixel per CSS pixel: what the specs assert (layout,
        // focus, axe, texts) does not change with the density, and software rasterising at 2×
        // drew four times the pixels: about 10 % of the tier's CPU (decision 064).
        deviceScaleFactor: 1,
      },
    },
    // Only the tests tagged @viewport: what they assert changes with the screen width (side
    // menu, grid columns, banner height, layout shifts, axe's target sizes on the count steps).
    // Everything else behaves the same at any width and runs once, on the phone.
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, grep: /@viewport/ },
  ],
  webServer: {
    command: 'node_modules/.bin/node apps/api/src/server.ts',
    cwd: REPO_ROOT,
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Every spec shares this server from one address; the production limit (600/min per
      // address) would turn a busy run into 429s. Rate limiting has its own API tests.
      RATE_LIMIT_MAX: '1000000',
      // Totals straight from the database, so a spec sees its own count at once and a second
      // stored copy would show at once too.
      TOTALS_CACHE_SECONDS: '0',
      // The spec's 2025 campaign, as before a fresh install got demo campaigns (decision 088);
      // specs pick their phase with ?phase=, and a spec whose counts must enter the totals runs
      // its own server on a campaign that is counting (runningCampaignEnv).
      ...SPEC_CAMPAIGN_ENV,
    },
  },
});

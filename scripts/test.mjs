#!/usr/bin/env node
// The one test command (`npm test`): static checks, unit and API tests on PGlite, the API
// tests again on PostgreSQL when TEST_DATABASE_URL is set, a production build, and the browser
// tests against the real server. Ends with one plain summary line that CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Node ${process.versions.node} found; run this through npm (npm test) so the pinned Node 24 is used.`,
  );
  process.exit(1);
}

const steps = [];
const counts = { passed: 0, failed: 0, skipped: 0 };

function run(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', ...env },
  });
  const ok = result.status === 0;
  steps.push({ name, ok, seconds: (Date.now() - started) / 1000 });
  return ok;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

function addVitest(file) {
  const r = readJson(file);
  if (!r) return;
  counts.passed += r.numPassedTests;
  counts.failed += r.numFailedTests;
  counts.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}

function addPlaywright(file) {
  const r = readJson(file);
  if (!r) return;
  counts.passed += r.stats.expected + r.stats.flaky;
  counts.failed += r.stats.unexpected;
  counts.skipped += r.stats.skipped;
}

ensureChromium();

run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
run('lint', 'npx', ['eslint', '.']);
run('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);

const vitestPglite = join(reports, 'vitest-pglite.json');
run(
  'unit and API tests (PGlite)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestPglite}`],
  {
    TEST_DATABASE_URL: '',
  },
);
addVitest(vitestPglite);

if (process.env.TEST_DATABASE_URL) {
  const vitestPg = join(reports, 'vitest-postgres.json');
  run('API tests (PostgreSQL)', 'npx', [
    'vitest',
    'run',
    '--project',
    '@tvt/api',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestPg}`,
  ]);
  addVitest(vitestPg);
} else {
  console.log('\nTEST_DATABASE_URL is not set: the API tests ran on PGlite only.');
}

if (run('production build', 'npm', ['run', 'build', '--silent'])) {
  const pwReport = join(reports, 'playwright.json');
  run(
    'browser tests (Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: pwReport,
    },
  );
  addPlaywright(pwReport);
}

console.log('\nSteps:');
for (const s of steps)
  console.log(`  ${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds.toFixed(1)} s)`);
const failedSteps = steps.filter((s) => !s.ok).length;
// A failed static check or build is a failure even though no test case counts it.
const failed = counts.failed + (counts.failed === 0 ? failedSteps : 0);
console.log(`\ntotal: ${counts.passed} passed, ${failed} failed, ${counts.skipped} skipped`);
process.exit(failedSteps > 0 || counts.failed > 0 ? 1 : 0);

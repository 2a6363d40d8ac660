#!/usr/bin/env node
// The one test command (`npm test`): static checks, unit and API tests on PGlite, the API
// tests that open a database again on PostgreSQL when TEST_DATABASE_URL is set (decision 135),
// a production build, the browser tests against the real server, and the production check
// (scripts/production-check.mjs: the Dockerfile's steps without devDependencies). The build
// comes first; then two lines side by side, the browser tests with the production check, format
// check and typecheck after them, and the lint and API tiers, so both cores stay busy from start
// to end (decisions 055, 064). Each tier's output is printed in one block when it ends. Ends
// with the time per tier and one plain summary line that CI reads.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureHunspell } from './ensure-hunspell.mjs';
import { ensureNginx } from './ensure-nginx.mjs';
import { ensureServices } from './ensure-services.mjs';

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

// Every Node process of the run (servers, scripts, workers, tools) keeps the code it compiled,
// TypeScript stripped and V8 bytecode, where the next one reads it: about 60 servers and
// scripts start from the same sources (decision 069).
process.env.NODE_COMPILE_CACHE ??= join(root, 'node_modules/.cache/node-compile-cache');

const steps = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

/**
 * Runs one command to its end. Its output is collected and printed in one block when it ends,
 * so tiers running side by side do not interleave; `live` streams it (a tier running alone).
 */
function run(name, command, args, env = {}, { live = false } = {}) {
  const begin = Date.now();
  if (live) console.log(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...env },
    });
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    const finish = (ok) => {
      const seconds = (Date.now() - begin) / 1000;
      steps.push({ name, ok, seconds });
      if (!live) {
        process.stdout.write(`\n▶ ${name} (${seconds.toFixed(1)} s)\n`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve(ok);
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

/** Runs the commands one after another, each whatever the one before gave; true if all passed. */
async function sequence(commands) {
  let ok = true;
  for (const command of commands) ok = (await command()) && ok;
  return ok;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

// What failed, named in the last lines of the output (CI shows only the tail).
const failures = [];

function addVitest(file, tier) {
  const r = readJson(file);
  if (!r) return;
  for (const suite of r.testResults ?? []) {
    const path = suite.name.replace(root, '');
    const failedCases = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failedCases) failures.push(`${tier}: ${path} › ${a.fullName}`);
    // A suite that fails outside its cases (an import, a hook) counts no failed case.
    if (suite.status === 'failed' && failedCases.length === 0) {
      failures.push(`${tier}: ${path} (${(suite.message ?? '').split('\n')[0].slice(0, 200)})`);
    }
  }
  counts.passed += r.numPassedTests;
  counts.failed += r.numFailedTests;
  counts.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}

function playwrightFailures(suite, trail = []) {
  const names = suite.title && !suite.title.endsWith('.ts') ? [...trail, suite.title] : trail;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected') {
        failures.push(`browser: ${spec.file}:${spec.line} › ${[...names, spec.title].join(' › ')}`);
      }
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, names);
}

function addPlaywright(file) {
  const r = readJson(file);
  if (!r) return;
  for (const suite of r.suites ?? []) playwrightFailures(suite);
  counts.passed += r.stats.expected + r.stats.flaky;
  counts.failed += r.stats.unexpected;
  counts.skipped += r.stats.skipped;
}

ensureChromium();
ensureHunspell();
ensureNginx();
try {
  await ensureServices();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const vitestPglite = join(reports, 'vitest-pglite.json');
const vitestPg = join(reports, 'vitest-postgres.json');
const pwReport = join(reports, 'playwright.json');

const typecheck = () => run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
const lint = () => run('lint', 'npx', ['eslint', '.']);
// The committed OpenAPI document against Redocly's recommended rules (redocly.yaml, decision
// 105); a second, so beside lint. Offline: no telemetry, no update check.
const openapiLint = () =>
  run('OpenAPI lint (redocly)', 'npx', ['redocly', 'lint', 'apps/api/openapi.json'], {
    REDOCLY_TELEMETRY: 'off',
    REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  });
const format = () => run('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);

// Vitest keeps each module it transformed on disk, keyed by the file's content and the config
// (node_modules/.experimental-vitest-cache): the PostgreSQL tier reuses what the PGlite tier
// transformed (its busy time alone 119 → 108 core-s).
const VITEST_CACHE = '--experimental.fsModuleCache';

const pgliteTests = () =>
  run(
    'unit and API tests (PGlite)',
    'npx',
    [
      'vitest',
      'run',
      VITEST_CACHE,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestPglite}`,
    ],
    { TEST_DATABASE_URL: '' },
  );

const postgresTests = () =>
  run('API tests (PostgreSQL)', 'npx', [
    'vitest',
    'run',
    VITEST_CACHE,
    '--project',
    '@tvt/api',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestPg}`,
  ]);

const build = () => run('production build', 'npm', ['run', 'build', '--silent']);
const browserTests = () =>
  run(
    'browser tests (Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: pwReport },
    { live: true },
  );
// The Dockerfile's steps in a temp copy: production dependencies only, start, /readyz, /home.
const productionCheck = () =>
  run('production check (npm ci --omit=dev, start)', process.execPath, [
    'scripts/production-check.mjs',
  ]);
const postgres = () =>
  process.env.TEST_DATABASE_URL
    ? postgresTests()
    : (console.log('\nTEST_DATABASE_URL is not set: the API tests ran on PGlite only.'), true);

// Every tier is CPU-bound on two cores, so the wall clock is about the sum of their CPU over
// two when both lines end together: the browser tests, the longest tier, start as soon as the
// build is there and the three short tiers follow them; lint and the API tiers run beside them
// in the other line (which ended 51–67 s later while typecheck was in it; decision 064).
const built = await build();
await Promise.all([
  built
    ? sequence([browserTests, productionCheck, format, typecheck])
    : sequence([format, typecheck]),
  sequence([lint, openapiLint, pgliteTests, postgres]),
]);
addVitest(vitestPglite, 'PGlite');
addVitest(vitestPg, 'PostgreSQL');
addPlaywright(pwReport);

console.log('\nTime per tier:');
for (const s of steps)
  console.log(`  ${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds.toFixed(1)} s)`);
console.log(`  wall clock ${((Date.now() - started) / 1000).toFixed(1)} s`);
const failedSteps = steps.filter((s) => !s.ok).length;
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const f of failures.slice(0, 20)) console.log(`  ${f}`);
}
// A failed static check or build is a failure even though no test case counts it.
const failed = counts.failed + (counts.failed === 0 ? failedSteps : 0);
console.log(`\ntotal: ${counts.passed} passed, ${failed} failed, ${counts.skipped} skipped`);
process.exit(failedSteps > 0 || counts.failed > 0 ? 1 : 0);

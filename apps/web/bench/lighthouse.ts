import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * `npm run bench:lighthouse`: Lighthouse's mobile preset (simulated slow 4G, 4× slower CPU) on
 * the main routes of the built app (`npm run build` first), served by the real server on an
 * empty data folder, and on a bare HTML page served by plain Node in the same run: the baseline
 * for first paint. Median of BENCH_RUNS (3) per route. Settings: BENCH_PORT (8178; bare page on
 * +1), CHROME_PATH (/usr/bin/chromium), BENCH_ROUTES (a comma-separated subset), and
 * BENCH_BEFORE (another checkout of the repository with its own build, e.g. main's: its server
 * runs on +2 and each route is measured there too, in the same run). See README.md.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 8178);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const BEFORE = process.env.BENCH_BEFORE;
const ALL_ROUTES = [
  '/home?phase=2',
  '/home?phase=1',
  '/vogelgids',
  '/telling?phase=2',
  '/herkennen/vragen',
  '/meer/quiz',
  '/resultaten',
];
const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? ALL_ROUTES;
/** Issue 30: the results page's largest paint. */
const GOAL_LCP: Record<string, number> = { '/resultaten': 2000 };
const GOAL_SCORE = 95;
const GOAL_CLS = 0.02;

const BARE = `<!doctype html><html lang="nl"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Kaal</title></head>
<body><h1>Tuinvogeltelling</h1><p>Een kale pagina: de ondergrens voor de eerste weergave.</p></body></html>`;

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function waitHealthy(url: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within 300 s`);
}

async function measure(port: number, url: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result!.lhr;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
  };
}

/** The app's server from a checkout (this one, or BENCH_BEFORE's) on an empty data folder. */
const startServer = (cwd: string, port: number) =>
  spawn('node_modules/.bin/node', ['apps/api/src/server.ts'], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tvt-bench-lighthouse-')),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_MAX: '1000000',
    },
  });
const server = startServer(process.cwd(), PORT);
const before = BEFORE === undefined ? undefined : startServer(BEFORE, PORT + 2);
const bare = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BARE);
}).listen(PORT + 1);

let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const port = chrome.port;
  await waitHealthy(`http://localhost:${PORT}/healthz`);
  if (before) await waitHealthy(`http://localhost:${PORT + 2}/healthz`);
  const targets = [
    { label: 'bare page', url: `http://localhost:${PORT + 1}/` },
    ...ROUTES.flatMap((route) => [
      ...(before
        ? [{ label: `${route} before`, url: `http://localhost:${PORT + 2}${route}` }]
        : []),
      { label: route, url: `http://localhost:${PORT}${route}` },
    ]),
  ];
  // Warm the server's caches and the disk once, so run 1 is not an outlier.
  for (const { url } of targets) await fetch(url, { headers: { accept: 'text/html' } });
  const rows: (Figures & { label: string })[] = [];
  for (const { label, url } of targets) {
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A run Lighthouse could not finish (no score, no paint) is repeated, at most twice.
      for (let attempt = 0; attempt < 3; attempt++) {
        const figures = await measure(port, url);
        if (figures.score > 0 && Number.isFinite(figures.fcp)) {
          runs.push(figures);
          break;
        }
      }
    }
    if (runs.length === 0) throw new Error(`Lighthouse failed on ${url}`);
    rows.push({
      label,
      score: median(runs.map((r) => r.score)),
      fcp: median(runs.map((r) => r.fcp)),
      lcp: median(runs.map((r) => r.lcp)),
      cls: median(runs.map((r) => r.cls)),
      tbt: median(runs.map((r) => r.tbt)),
    });
    process.stderr.write(`${label}: scores ${runs.map((r) => r.score).join(', ')}\n`);
  }
  const bareFcp = rows[0]!.fcp;
  const pad = (value: string, width: number) => value.padStart(width);
  console.log(
    `Lighthouse mobile, median of ${RUNS}; goal: score ≥ ${GOAL_SCORE}, CLS ≤ ${GOAL_CLS}, FCP ≤ 2× bare page, /resultaten LCP ≤ 2000 ms`,
  );
  console.log(
    `${'route'.padEnd(27)}${pad('score', 7)}${pad('FCP ms', 9)}${pad('×bare', 7)}${pad('LCP ms', 9)}${pad('CLS', 7)}${pad('TBT ms', 8)}  goal`,
  );
  for (const row of rows) {
    const ratio = row.fcp / bareFcp;
    const lcpGoal = GOAL_LCP[row.label.replace(/ before$/, '')] ?? Number.POSITIVE_INFINITY;
    const met =
      row.label === 'bare page'
        ? ''
        : row.score >= GOAL_SCORE && row.cls <= GOAL_CLS && ratio <= 2 && row.lcp <= lcpGoal
          ? 'met'
          : 'missed';
    console.log(
      `${row.label.padEnd(27)}${pad(String(row.score), 7)}${pad(row.fcp.toFixed(0), 9)}${pad(ratio.toFixed(2), 7)}${pad(row.lcp.toFixed(0), 9)}${pad(row.cls.toFixed(3), 7)}${pad(row.tbt.toFixed(0), 8)}  ${met}`,
    );
  }
} finally {
  chrome?.kill();
  bare.close();
  server.kill();
  before?.kill();
}

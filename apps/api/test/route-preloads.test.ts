import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoutePreloads } from '@tvt/contract';
import { preloadsFor, withRoutePreloads } from '../src/plugins/route-preloads.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

const TABLE: RoutePreloads = [
  { path: 'home', scripts: ['/assets/home.js'], styles: ['/assets/home.css'] },
  { path: 'home', phase: 1, scripts: ['/assets/home.js', '/assets/before.js'], styles: [] },
  { path: 'home/tips', scripts: ['/assets/tips.js'], styles: [] },
  { path: 'home/:id', scripts: ['/assets/bird.js'], styles: [] },
  { path: 'herkennen/:id', scripts: ['/assets/bird.js'], styles: [] },
  { path: 'herkennen/vragen', scripts: ['/assets/wizard.js'], styles: [] },
  { path: 'telling', scripts: ['/assets/count.js', '/assets/ui.js'], styles: [] },
  { path: '*', scripts: ['/assets/not-found.js'], styles: [] },
];

const scriptsFor = (url: string) => preloadsFor(url, TABLE)?.scripts;

describe('which screen a path shows', () => {
  it('matches fixed segments, parameters and the query-free path', () => {
    expect(scriptsFor('/home')).toEqual(['/assets/home.js']);
    expect(scriptsFor('/telling?phase=2')).toEqual(['/assets/count.js', '/assets/ui.js']);
    expect(scriptsFor('/home/42')).toEqual(['/assets/bird.js']);
  });

  it('prefers a fixed segment to a parameter, whatever the order of the table', () => {
    expect(scriptsFor('/herkennen/vragen')).toEqual(['/assets/wizard.js']);
    expect(scriptsFor('/home/tips')).toEqual(['/assets/tips.js']);
  });

  it('takes the phase variant of a screen for a page in that phase, else the plain one', () => {
    expect(preloadsFor('/home', TABLE, 1)?.scripts).toEqual([
      '/assets/home.js',
      '/assets/before.js',
    ]);
    expect(preloadsFor('/home', TABLE, 2)?.scripts).toEqual(['/assets/home.js']);
    expect(preloadsFor('/home', TABLE)?.scripts).toEqual(['/assets/home.js']);
    expect(preloadsFor('/telling', TABLE, 1)?.scripts).toEqual([
      '/assets/count.js',
      '/assets/ui.js',
    ]);
  });

  it('sends anything else to the catch-all, and `/` (a redirect) nowhere', () => {
    expect(scriptsFor('/bestaat/niet/meer')).toEqual(['/assets/not-found.js']);
    expect(scriptsFor('/')).toBeUndefined();
    expect(preloadsFor('/home', [])).toBeUndefined();
  });
});

describe('the page with its preloads', () => {
  const page = '<html><head><title>t</title></head><body></body></html>';

  it('names scripts and style sheets in the head, at low priority', () => {
    const html = withRoutePreloads(page, TABLE[0]);
    expect(html).toBe(
      '<html><head><title>t</title>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/home.js">' +
        '<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/home.css">' +
        '</head><body></body></html>',
    );
  });

  it('escapes what it writes into an attribute, and leaves a page without preloads alone', () => {
    const odd = { path: 'x', scripts: ['/a"><script>$&.js'], styles: [] };
    expect(withRoutePreloads(page, odd)).toContain('href="/a&quot;>&lt;script>$&amp;.js"');
    expect(withRoutePreloads(page, undefined)).toBe(page);
  });
});

describe('served with a build that lists them', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'tvt-dist-preloads-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify(TABLE));
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('each navigation gets its own screen’s preloads', async () => {
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    const count = await get('/telling?phase=2');
    expect(count.statusCode).toBe(200);
    expect(count.body).toContain('href="/assets/count.js"');
    expect(count.body).not.toContain('/assets/home.js');
    expect((await get('/home')).body).toContain('href="/assets/home.css"');
    // The page for phase 1 (`?phase=` wins, as in the app) names the part home loads then.
    expect((await get('/home?phase=1')).body).toContain('href="/assets/before.js"');
    expect((await get('/home?phase=2')).body).not.toContain('/assets/before.js');
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

const INDEX =
  '<!doctype html><html lang="nl"><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';
const BUNDLE = `console.log(${JSON.stringify('tuinvogel '.repeat(2000))});`;

function distFixture(): string {
  const dist = mkdtempSync(join(tmpdir(), 'tvt-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), BUNDLE);
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(dist, 'registerSW.js'), 'navigator.serviceWorker.register("/sw.js");');
  writeFileSync(join(dist, 'workbox-1a2b3c.js'), '/* workbox */');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Tuinvogeltelling"}');
  return dist;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST_DIR: distFixture() } });
});
afterAll(async () => {
  await t?.close();
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('static web app', () => {
  it('serves index.html at / without caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for client routes', async () => {
    for (const url of ['/telling', '/meer/over-de-app', '/vogelgids/12?x=1', '/bestaat/niet']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    }
  });

  it('never falls back for server paths, non-GET or non-HTML requests', async () => {
    for (const url of [
      '/api/bestaat-niet',
      '/api/content/v1/nope',
      '/cdn/nope.json',
      '/docs/nope',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Niet gevonden' });
    }
    // Paths owned by other server modules answer with their own JSON error, never the app.
    for (const url of ['/oidc/bestaat-niet', '/media/bestaat-niet.jpg']) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body, url).not.toContain('<div id="root">');
    }
    const json = await t.app.inject({
      method: 'GET',
      url: '/telling',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/telling', headers: html });
    expect(post.statusCode).toBe(404);
  });

  it('caches hashed assets for a year and revalidates the service worker files', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/sw.js', '/registerSW.js', '/workbox-1a2b3c.js', '/manifest.webmanifest']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('compresses text files', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(BUNDLE.length / 4);
  });

  it('sends the security headers with a strict script policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: html });
    const csp = String(res.headers['content-security-policy']);
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('worker-src')).toEqual(["'self'"]);
    expect(directives.get('manifest-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('keeps the CSP for the service worker script, whose policy it is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('sends JSON and scripts only the headers that protect them', async () => {
    for (const url of ['/api/bird/v1/birds', '/assets/index-Ab12Cd34.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy']) {
        expect(res.headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
  });
});

describe('without a web build', () => {
  it('serves the API and answers the app paths with the JSON 404', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/telling', headers: html });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Niet gevonden' });
      expect((await bare.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe('configured service origins', () => {
  it('are allowed in connect-src', async () => {
    const other = await createTestApp({
      env: {
        PUBLIC_COUNT_API: 'https://tellen.example.nl/api/count/v1',
        OIDC_AUTHORITY: 'https://login.example.nl/oidc',
        WEB_DIST_DIR: distFixture(),
      },
    });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/', headers: html });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain(
        "connect-src 'self' https://tellen.example.nl https://login.example.nl",
      );
      const config = await other.app.inject({ method: 'GET', url: '/config.json' });
      expect(config.json()).toMatchObject({
        services: { count: 'https://tellen.example.nl/api/count/v1' },
        oidc: { authority: 'https://login.example.nl/oidc' },
      });
    } finally {
      await other.close();
    }
  });
});

describe('extra redirect URIs of the embedded provider', () => {
  it('are allowed in form-action, so a login can return to them', async () => {
    const other = await createTestApp({
      env: {
        OIDC_REDIRECT_URIS: 'http://localhost:5173/,http://localhost:5173/telling',
        WEB_DIST_DIR: distFixture(),
      },
    });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/', headers: html });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/form-action 'self' http:\/\/localhost:5173(;|$)/);
    } finally {
      await other.close();
    }
  });
});

describe('a navigation on another host than the public address', () => {
  it('is sent to the public address before the app loads, API calls are not', async () => {
    const other = await createTestApp({
      env: { PUBLIC_URL: 'http://localhost:8171', WEB_DIST_DIR: distFixture() },
    });
    try {
      const nav = await other.app.inject({
        method: 'GET',
        url: '/telling?phase=2',
        headers: { ...html, host: '127.0.0.1:8171' },
      });
      expect(nav.statusCode).toBe(308);
      expect(nav.headers.location).toBe('http://localhost:8171/telling?phase=2');
      expect(nav.body).not.toContain('<div id="root">');

      const root = await other.app.inject({
        method: 'GET',
        url: '/',
        headers: { ...html, host: '127.0.0.1:8171' },
      });
      expect(root.headers.location).toBe('http://localhost:8171/');

      const same = await other.app.inject({
        method: 'GET',
        url: '/telling',
        headers: { ...html, host: 'localhost:8171' },
      });
      expect(same.statusCode).toBe(200);

      for (const url of ['/config.json', '/api/count/v1/phase?source=tuinvogeltelling']) {
        const api = await other.app.inject({
          method: 'GET',
          url,
          headers: { host: '127.0.0.1:8171' },
        });
        expect(api.statusCode, url).toBe(200);
      }
    } finally {
      await other.close();
    }
  });

  it('serves a phone on the local network when the public address is this machine itself', async () => {
    const other = await createTestApp({
      env: { PUBLIC_URL: 'http://localhost:8171', WEB_DIST_DIR: distFixture() },
    });
    try {
      const res = await other.app.inject({
        method: 'GET',
        url: '/home',
        headers: { ...html, host: '192.168.1.20:8171' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    } finally {
      await other.close();
    }
  });

  it('sends any other host to an https public address', async () => {
    const other = await createTestApp({
      env: { PUBLIC_URL: 'https://tellen.example.nl', WEB_DIST_DIR: distFixture() },
    });
    try {
      const res = await other.app.inject({
        method: 'GET',
        url: '/vogelgids',
        headers: { ...html, host: 'www.tellen.example.nl' },
      });
      expect(res.statusCode).toBe(308);
      expect(res.headers.location).toBe('https://tellen.example.nl/vogelgids');
    } finally {
      await other.close();
    }
  });
});

describe('the data the first render needs, inlined in the page', () => {
  it('carries the web config and the phase as a JSON data block, never as script', async () => {
    const dist = distFixture();
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><body><script type="application/json" id="tvt-boot">\n      {}\n    </script><div id="root"></div></body></html>',
    );
    const other = await createTestApp({
      env: { WEB_DIST_DIR: dist, ORGANISATION_NAME: 'Vogels </script><b> $& co' },
    });
    try {
      for (const url of ['/', '/home']) {
        const res = await other.app.inject({ method: 'GET', url, headers: html });
        expect(res.statusCode, url).toBe(200);
        const block = /<script type="application\/json" id="tvt-boot">(.*?)<\/script>/.exec(
          res.body,
        );
        expect(block, url).not.toBeNull();
        const boot = JSON.parse(block![1]!) as {
          config: { source: string; organisation: { name: string } };
          phase: { id: number };
        };
        expect(boot.config.source).toBe('tuinvogeltelling');
        // A value cannot end the data block early.
        expect(boot.config.organisation.name).toBe('Vogels </script><b> $& co');
        expect([1, 2, 3]).toContain(boot.phase.id);
        const phase = await other.app.inject({
          method: 'GET',
          url: '/api/count/v1/phase?source=tuinvogeltelling',
        });
        expect(boot.phase.id).toBe(phase.json<{ data: { id: number } }>().data.id);
      }
      // The service worker's copy stays without data: it would go stale.
      const raw = await other.app.inject({ method: 'GET', url: '/index.html' });
      expect(raw.body).toMatch(/id="tvt-boot">\s*\{\}\s*<\/script>/);
    } finally {
      await other.close();
    }
  });
});

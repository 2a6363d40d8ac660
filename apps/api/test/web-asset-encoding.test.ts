import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

// Decision 068: the build writes Brotli and gzip copies beside its scripts; the server sends
// them byte for byte instead of compressing each request again.
const SCRIPT = `export const birds = [${'"merel", "koolmees", '.repeat(400)}];\n`;
const BR = brotliCompressSync(SCRIPT);
const GZ = gzipSync(SCRIPT, { level: 9 });
const WITHOUT_COPIES = `export const tips = [${'"voer", '.repeat(600)}];\n`;

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'tvt-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'app-Ab12Cd34.js.br'), BR);
  writeFileSync(join(dist, 'assets', 'app-Ab12Cd34.js.gz'), GZ);
  writeFileSync(join(dist, 'assets', 'tips-Ef56Gh78.js'), WITHOUT_COPIES);
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe("a built script is sent as the build's compressed copy", () => {
  it('sends the Brotli copy as it is, for as long as a hashed file is kept', async () => {
    // What Chromium asks for: zstd too, which the build makes no copy in.
    const res = await get('/assets/app-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(BR)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a browser without Brotli, the file itself to one without either', async () => {
    const gz = await get('/assets/app-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(GZ)).toBe(true);

    const plain = await get('/assets/app-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('still compresses a file the build made no copy of', async () => {
    const res = await get('/assets/tips-Ef56Gh78.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(WITHOUT_COPIES);
  });

  it('offers the copies under no address of their own', async () => {
    expect((await get('/assets/app-Ab12Cd34.js.br')).statusCode).toBe(404);
    expect((await get('/assets/app-Ab12Cd34.js.gz')).statusCode).toBe(404);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootData, type BootData } from '@tvt/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { introTourPage } from '../src/db/schema/index.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

const PAGE =
  '<!doctype html><html><body><script type="application/json" id="tvt-boot">{}</script><div id="root"></div></body></html>';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'tvt-dist-'));
  writeFileSync(join(dist, 'index.html'), PAGE);
  t = await createTestApp({ env: { WEB_DIST_DIR: dist, CONTENT_POLL_SECONDS: '3600' } });
});
afterAll(async () => {
  await t?.close();
});

/** The boot data of the page a browser gets for `url`, read with the contract's schema. */
async function bootOf(url: string): Promise<BootData> {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  expect(res.statusCode, url).toBe(200);
  const block = /<script type="application\/json" id="tvt-boot">(.*?)<\/script>/.exec(res.body);
  return bootData.parse(JSON.parse(block![1]!));
}

async function dataOf(url: string): Promise<unknown> {
  return (await t.app.inject({ method: 'GET', url })).json<{ data: unknown }>().data;
}

describe('the boot data of a page: what its first screen would fetch (decision 063)', () => {
  it('carries the intro tour where the tour may open, as the content service answers it', async () => {
    const tour = await dataOf('/api/content/v1/introtour?source=tuinvogeltelling');
    expect(tour).not.toEqual([]);
    for (const url of ['/home', '/vogelgids?zoek=mees', '/herkennen/vragen', '/meer/quiz']) {
      const boot = await bootOf(url);
      expect(boot.introTour, url).toEqual(tour);
      expect(boot.countBirds, url).toBeUndefined();
    }
  });

  it('carries the count birds on the count screens, as /cdn/tvtBirds.json, and no tour', async () => {
    const birds = await dataOf('/cdn/tvtBirds.json');
    for (const url of ['/telling', '/telling?phase=2', '/telling/meta']) {
      const boot = await bootOf(url);
      expect(boot.countBirds, url).toEqual(birds);
      expect(boot.introTour, url).toBeUndefined();
    }
    // Other pages with 'telling' in the address skip the tour but do not show the count.
    const other = await bootOf('/vogelgids/telling');
    expect(other.countBirds).toBeUndefined();
    expect(other.introTour).toBeUndefined();
  });

  it('reads the content from memory, and an edit of the tour reaches the next page', async () => {
    const before = (await bootOf('/home')).introTour![0]!.title;
    await t.database.db
      .update(introTourPage)
      .set({ title: 'Nieuw welkom' })
      .where(eq(introTourPage.title, before));
    expect((await bootOf('/home')).introTour![0]!.title).toBe(before);
    await t.app.contentChanged();
    expect((await bootOf('/home')).introTour![0]!.title).toBe('Nieuw welkom');
  });
});

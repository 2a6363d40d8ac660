import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BANNER_IMAGE_MARKER,
  type BootData,
  FIRST_FRAMES_FILE,
  type FirstFrames,
} from '@tvt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieValue } from '../src/pages/page-cookies.ts';
import { type PageRequest, screenFrameFor, withScreenFrame } from '../src/pages/screen-frames.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

const SHELL = '<div class="app"><main aria-busy="true">…</main></div>';
const FRAMES: FirstFrames = {
  shell: SHELL,
  home: {
    path: '/home',
    html: `<div class="home-banner"><img src="${BANNER_IMAGE_MARKER}"/></div>`,
  },
  count: { path: '/telling', html: '<p class="count-hint">Tel een half uur.</p>' },
  campaignImages: { default: '/assets/d.svg', jg: '/assets/jg.svg', bs: '/assets/bs.svg' },
};
const BOOT = { config: {} } as BootData;

const request = (pathname: string, extra: Partial<PageRequest> = {}): PageRequest => ({
  pathname,
  search: new URLSearchParams(),
  cookies: undefined,
  phase: 2,
  boot: BOOT,
  ...extra,
});
const imageOf = (html: string | undefined) => /src="([^"]*)"/.exec(html ?? '')?.[1];

describe('the screen frames the server draws (decision 066)', () => {
  it("draws home's banner with the picture of the visitor's segment", () => {
    expect(imageOf(screenFrameFor(FRAMES, request('/home')))).toBe('/assets/d.svg');
    const link = request('/home', { search: new URLSearchParams('t=jg') });
    expect(imageOf(screenFrameFor(FRAMES, link))).toBe('/assets/jg.svg');
    const cookie = request('/home', { cookies: 'a=1; segment=bs' });
    expect(imageOf(screenFrameFor(FRAMES, cookie))).toBe('/assets/bs.svg');
    // As in the app: a known `?t=` wins over the stored one, an unknown one changes nothing.
    const linkedAs = (t: string, cookies: string) =>
      imageOf(
        screenFrameFor(FRAMES, request('/home', { search: new URLSearchParams({ t }), cookies })),
      );
    expect(linkedAs('jg', 'segment=bs')).toBe('/assets/jg.svg');
    expect(linkedAs('toString', 'segment=bs')).toBe('/assets/bs.svg');
    expect(linkedAs('xx', 'segment=xx')).toBe('/assets/d.svg');
  });

  it("takes the office's picture for the segment where the campaign has one", () => {
    const boot = {
      config: {},
      phase: { campaign: { banners: { jg: { text: null, imageUrl: '/media/x"y.png?$&' } } } },
    } as unknown as BootData;
    const page = request('/home', { boot, cookies: 'segment=jg' });
    expect(imageOf(screenFrameFor(FRAMES, page))).toBe('/media/x&quot;y.png?$&amp;');
    expect(imageOf(screenFrameFor(FRAMES, { ...page, cookies: undefined }))).toBe('/assets/d.svg');
  });

  it("draws the count's first step in phase 2 only, and not when the count is further on", () => {
    expect(screenFrameFor(FRAMES, request('/telling'))).toContain('count-hint');
    const atFirst = request('/telling', { cookies: 'countCurrentPage=first-count' });
    expect(screenFrameFor(FRAMES, atFirst)).toContain('count-hint');
    for (const page of [
      request('/telling', { cookies: 'countCurrentPage=count-place' }),
      request('/telling', { cookies: 'countCurrentPage=done' }),
      request('/telling', { phase: 1 }),
      request('/telling', { phase: 3 }),
      request('/telling/meta'),
      request('/vogelgids'),
    ])
      expect(screenFrameFor(FRAMES, page), JSON.stringify(page)).toBeUndefined();
  });

  it('puts the frame where the shell was, and leaves other pages as they are', () => {
    const page = `<div id="root">${SHELL}</div>`;
    expect(withScreenFrame(page, SHELL, '<b>$&</b>')).toBe('<div id="root"><b>$&</b></div>');
    expect(withScreenFrame(page, SHELL, undefined)).toBe(page);
  });

  it('reads a cookie by its exact name', () => {
    expect(cookieValue('segmentx=jg; segment=bs', 'segment')).toBe('bs');
    expect(cookieValue('segment', 'segment')).toBeUndefined();
    expect(cookieValue(undefined, 'segment')).toBeUndefined();
    expect(cookieValue('=x; segment= jg ', 'segment')).toBe('jg');
  });
});

describe('pages as sent, with a build that has frames', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'tvt-dist-'));
    const index = `<!doctype html><html><body><script type="application/json" id="tvt-boot">{}</script><div id="root">${SHELL}</div></body></html>`;
    writeFileSync(join(dist, 'index.html'), index);
    writeFileSync(join(dist, FIRST_FRAMES_FILE), JSON.stringify(FRAMES));
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const body = async (url: string, cookie?: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', ...(cookie !== undefined && { cookie }) },
      })
    ).body;

  it('sends home with its banner and the count with its first step, every other page as built', async () => {
    expect(await body('/home?t=jg')).toContain('<img src="/assets/jg.svg"/>');
    expect(await body('/telling?phase=2')).toContain('count-hint');
    expect(await body('/telling?phase=2', 'countCurrentPage=summary')).toContain(SHELL);
    expect(await body('/vogelgids')).toContain(SHELL);
    expect(await body('/home')).not.toContain(SHELL);
  });
});

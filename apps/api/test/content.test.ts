import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ABOUT_SLUG,
  DEFAULT_INTRO_TOUR,
  DEFAULT_MENU_MORE,
  DEFAULT_TEXTS,
  FAQ_SLUG,
} from '@tvt/content';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('content service', () => {
  it('serves the intro tour in order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/content/v1/introtour?source=tvt' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{
      data: { title: string; order: number; content: string; image: string }[];
    }>();
    expect(data.map((p) => p.title)).toEqual(DEFAULT_INTRO_TOUR.map((p) => p.title));
    expect(data.map((p) => p.order)).toEqual([1, 2, 3, 4]);
    expect(Object.keys(data[0]!).sort()).toEqual(['content', 'image', 'order', 'title']);
  });

  it('serves the more-menu as title and link only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/content/v1/menu-more' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: DEFAULT_MENU_MORE.map(({ title, link }) => ({ title, link })),
    });
  });

  it('serves a text by slug, the about text under over-deze-app', async () => {
    const about = await t.app.inject({
      method: 'GET',
      url: `/api/content/v1/content/${ABOUT_SLUG}?source=x`,
    });
    expect(about.statusCode).toBe(200);
    expect(about.json()).toEqual({ data: { content: DEFAULT_TEXTS[ABOUT_SLUG] } });
    const faq = await t.app.inject({ method: 'GET', url: `/api/content/v1/content/${FAQ_SLUG}` });
    expect(faq.json<{ data: { content: string } }>().data.content).toContain('half uur');
  });

  it('answers an unknown slug with a Dutch 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/content/v1/content/bestaat-niet' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Deze tekst bestaat niet.', field: 'slug' });
  });

  it('refuses a malformed slug with 400, never 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/content/v1/content/%27;drop' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'slug' });
    // A NUL byte is refused before any route by the input guard (decision 040).
    const nul = await t.app.inject({ method: 'GET', url: '/api/content/v1/content/%00%27;drop' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json<{ message: string }>().message).toMatch(/[a-z]/);
  });

  it('accepts any source value and extra cache-busting parameters', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/content/v1/menu-more?source=${encodeURIComponent('onbekend ✓')}&t=123`,
    });
    expect(res.statusCode).toBe(200);
  });
});

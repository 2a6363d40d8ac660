import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRST_TOUR_TEMPLATE_FILE, firstTourMarkers } from '@tvt/contract';
import { sortTourPages } from '@tvt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillFirstTour, tourClosed, withFirstOverlay } from '../src/pages/first-tour.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

const { title, content, image } = firstTourMarkers;
/** Shaped as the build writes it: React's image preload, the picture, one dot. */
const TEMPLATE =
  `<link rel="preload" as="image" href="${image}"/><div class="dialog intro-tour">` +
  `<img class="intro-tour__image" src="${image}" alt=""/><h2>${title}</h2><div>${content}</div>` +
  '<ol><li><button aria-label="Pagina 1 van 1" aria-current="step"></button></li></ol></div>';
const PAGE =
  '<!doctype html><html><body><script type="application/json" id="tvt-boot">{}</script>' +
  '<div id="root"></div><div id="tvt-first-overlay"></div></body></html>';

const page = (
  order: number,
  extra: Partial<{ title: string; content: string; image: string }>,
) => ({
  title: `Pagina ${order}`,
  content: `<p>Tekst ${order}</p>`,
  image: '',
  order,
  ...extra,
});

describe('the tour drawn into the page (decision 066)', () => {
  it('draws the first page in display order, its title as text and its text as HTML', () => {
    const html = fillFirstTour(TEMPLATE, [
      page(2, {}),
      page(1, { title: 'Welkom <b>&</b> "hallo"', image: '/media/a b".svg?$&' }),
      page(3, {}),
    ])!;
    expect(html).toContain('<h2>Welkom &lt;b&gt;&amp;&lt;/b&gt; "hallo"</h2>');
    expect(html).toContain('<div><p>Tekst 1</p></div>');
    expect(html).toContain('src="/media/a b&quot;.svg?$&amp;"');
    expect(html).toContain('href="/media/a b&quot;.svg?$&amp;"');
    expect(html).not.toContain('\uE000');
    const dots = [...html.matchAll(/aria-label="(Pagina \d van \d)"( aria-current="step")?/g)];
    expect(dots.map((d) => [d[1], Boolean(d[2])])).toEqual([
      ['Pagina 1 van 3', true],
      ['Pagina 2 van 3', false],
      ['Pagina 3 van 3', false],
    ]);
  });

  it('leaves out the picture and its preload when the page has none', () => {
    const html = fillFirstTour(TEMPLATE, [page(1, { content: '<p>$& $1 ${x}</p>' })])!;
    expect(html).not.toMatch(/<img|<link/);
    expect(html).toContain('<p>$& $1 ${x}</p>');
  });

  it('draws nothing for a tour without pages to show', () => {
    expect(fillFirstTour(TEMPLATE, [])).toBeUndefined();
    expect(fillFirstTour(TEMPLATE, [page(1, { title: '', content: '' })])).toBeUndefined();
  });

  it('reads the closed tour from the cookie only when it says true', () => {
    expect(tourClosed('a=1; introTourIsHidden=true')).toBe(true);
    expect(tourClosed('introTourIsHidden=true;b=2')).toBe(true);
    for (const header of [undefined, '', 'introTourIsHidden=false', 'xintroTourIsHidden=true'])
      expect(tourClosed(header), String(header)).toBe(false);
  });

  it('puts the drawing in the overlay element only', () => {
    expect(withFirstOverlay(PAGE, '<i>tour</i>')).toContain(
      '<div id="tvt-first-overlay"><i>tour</i></div>',
    );
    expect(withFirstOverlay(PAGE, undefined)).toBe(PAGE);
    expect(withFirstOverlay('<div id="root"></div>', '<i>tour</i>')).not.toContain('tour');
  });
});

describe('pages as sent', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'tvt-dist-'));
    writeFileSync(join(dist, 'index.html'), PAGE);
    writeFileSync(join(dist, FIRST_TOUR_TEMPLATE_FILE), TEMPLATE);
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', ...(cookie !== undefined && { cookie }) },
    });
  const overlayOf = (body: string) =>
    /<div id="tvt-first-overlay">(.*?)<\/div><\/body>/s.exec(body)?.[1];

  it('carries the tour on a first visit where it may open, with the content service’s first page', async () => {
    const tour = (
      await t.app.inject({
        method: 'GET',
        url: '/api/content/v1/introtour?source=tuinvogeltelling',
      })
    ).json<{ data: Parameters<typeof sortTourPages>[0] }>().data;
    const first = sortTourPages(tour)[0]!;
    for (const url of ['/home', '/vogelgids', '/herkennen/vragen', '/meer/quiz']) {
      const overlay = overlayOf((await get(url)).body);
      expect(overlay, url).toContain(`<h2>${first.title}</h2>`);
      expect(overlay, url).toContain(`Pagina ${tour.length} van ${tour.length}`);
    }
  });

  it('leaves it out on the count and once the browser says the tour was closed', async () => {
    expect(overlayOf((await get('/telling')).body)).toBe('');
    expect(overlayOf((await get('/meer/quiz', 'introTourIsHidden=true')).body)).toBe('');
    expect(overlayOf((await get('/meer/quiz', 'introTourIsHidden=nee')).body)).not.toBe('');
  });
});

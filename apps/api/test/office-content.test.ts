import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABOUT_SLUG, FAQ_SLUG } from '@tvt/content';
import {
  type OfficePeople,
  auditRows,
  fileForm,
  officePeople,
  png,
  wavTone,
} from './office-content-fixtures.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

let t: TestApp;
let people: OfficePeople;
beforeAll(async () => {
  t = await createTestApp();
  people = await officePeople(t);
});
afterAll(() => t?.close());

const OFFICE = '/api/office/v1/content';
const publicTip = async (id: number) =>
  (await t.app.inject({ url: `/api/bird/v1/birds/recognitiontips/${id}` })).json<{
    data: { title: string; text: string; image: string };
  }>().data;
const publicText = async (slug: string) =>
  (await t.app.inject({ url: `/api/content/v1/content/${slug}` })).json<{
    data: { content: string };
  }>().data.content;

describe('office content: tips', () => {
  it('changes a tip: the public answer shows it at once, and the change is audited', async () => {
    const tips = (
      await t.app.inject({ url: `${OFFICE}/tips`, headers: people.editor.headers })
    ).json<{
      data: { id: number; name: string; title: string; text: string; birdId: string }[];
    }>().data;
    const first = tips[0]!;
    // Warm the read cache: the edit must replace what it holds.
    expect((await publicTip(first.id)).title).toBe(first.title);

    const body = {
      name: first.name,
      title: 'Kijk vanuit je keuken',
      text: 'Zet een stoel bij het raam.',
      birdId: 'merel',
    };
    const answer = await t.app.inject({
      method: 'PUT',
      url: `${OFFICE}/tips/${first.id}`,
      headers: people.editor.headers,
      payload: body,
    });
    expect(answer.statusCode).toBe(200);
    expect(await publicTip(first.id)).toMatchObject({
      title: 'Kijk vanuit je keuken',
      text: 'Zet een stoel bij het raam.',
      image: expect.stringContaining('/media/birds/merel/'),
    });
    const [row] = await auditRows(t, 'tip', String(first.id));
    expect(row).toMatchObject({
      action: 'tip.update',
      actorAccountId: people.editor.accountId,
      before: expect.objectContaining({ title: first.title }),
      after: expect.objectContaining({ title: 'Kijk vanuit je keuken' }),
    });
  });

  it('adds and deletes a tip (an admin may too)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `${OFFICE}/tips`,
      headers: people.admin.headers,
      payload: {
        name: 'voer-in-de-winter',
        title: 'Voer',
        text: '<p onclick="x()">Strooi <b>zaad</b>.</p><script>alert(1)</script>',
        birdId: 'huismus',
      },
    });
    expect(created.statusCode).toBe(200);
    const { id, text } = created.json<{ data: { id: number; text: string } }>().data;
    expect(text).toBe('<p>Strooi <b>zaad</b>.</p>');
    expect((await publicTip(id)).title).toBe('Voer');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${OFFICE}/tips/${id}`,
      headers: people.editor.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: `/api/bird/v1/birds/recognitiontips/${id}` })).statusCode,
    ).toBe(404);
    expect((await auditRows(t, 'tip', String(id))).map((r) => r.action)).toEqual([
      'tip.create',
      'tip.delete',
    ]);
  });

  it('refuses bad tips with a Dutch 400 and stores nothing', async () => {
    const before = (await t.app.inject({ url: `${OFFICE}/tips`, headers: people.editor.headers }))
      .body;
    const audits = (await auditRows(t, 'tip')).length;
    const cases: [object, string][] = [
      [{ name: 'x', title: '', text: 'a', birdId: 'merel' }, 'De titel mag niet leeg zijn.'],
      [
        { name: 'Met Spaties', title: 'a', text: 'a', birdId: 'merel' },
        'De korte naam bestaat uit kleine letters, cijfers en streepjes.',
      ],
      [
        { name: 'x', title: 'a', text: 'a', birdId: 'dodo' },
        'Kies een bestaande vogelsoort voor de afbeelding.',
      ],
      [
        { name: 'x', title: 'a'.repeat(201), text: 'a', birdId: 'merel' },
        'De titel is te lang (maximaal 200 tekens).',
      ],
      [{ name: 'x', title: 'a', birdId: 'merel' }, 'De tekst moet tekst zijn.'],
    ];
    for (const [payload, message] of cases) {
      const answer = await t.app.inject({
        method: 'POST',
        url: `${OFFICE}/tips`,
        headers: people.editor.headers,
        payload,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message).toBe(message);
    }
    const taken = await t.app.inject({
      method: 'POST',
      url: `${OFFICE}/tips`,
      headers: people.editor.headers,
      payload: { name: JSON.parse(before).data[1].name, title: 'a', text: 'a', birdId: 'merel' },
    });
    expect(taken.json()).toEqual({ message: 'Er is al een tip met deze naam.', field: 'name' });
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `${OFFICE}/tips/99999`,
      headers: people.editor.headers,
      payload: { name: 'x', title: 'a', text: 'a', birdId: 'merel' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `${OFFICE}/tips`, headers: people.editor.headers })).body,
    ).toBe(before);
    expect(await auditRows(t, 'tip')).toHaveLength(audits);
  });

  it("uploads a tip's image, re-encoded, shown by the public tip; a sound is refused and nothing stored", async () => {
    const id = 2;
    const sound = await fileForm(wavTone(), 'image/png');
    const refused = await t.app.inject({
      method: 'POST',
      url: `${OFFICE}/tips/${id}/image`,
      headers: { ...people.editor.headers, ...sound.headers },
      payload: sound.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      'Dit bestand is geen afbeelding. Kies een JPEG-, PNG- of WebP-bestand.',
    );
    expect((await publicTip(id)).image).toMatch(/^\/media\/birds\//);
    const form = await fileForm(await png(), 'image/png');
    const answer = await t.app.inject({
      method: 'POST',
      url: `${OFFICE}/tips/${id}/image`,
      headers: { ...people.editor.headers, ...form.headers },
      payload: form.payload,
    });
    expect(answer.statusCode).toBe(200);
    const { image } = await publicTip(id);
    expect(image).toMatch(/^\/media\/office\/[0-9a-f-]{36}\.jpg$/);
    const file = await t.app.inject({ url: image });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect((await auditRows(t, 'tip', String(id))).map((r) => r.action)).toEqual(['tip.image']);
  });
});

describe('office content: texts, FAQ and preview', () => {
  it('sanitises the about text on save and publishes it', async () => {
    expect(await publicText(ABOUT_SLUG)).not.toContain('Nieuwe tekst');
    const answer = await t.app.inject({
      method: 'PUT',
      url: `${OFFICE}/texts/${ABOUT_SLUG}`,
      headers: people.editor.headers,
      payload: {
        content:
          '<p style="x" onmouseover="steal()">Nieuwe tekst <a href="javascript:alert(1)">hier</a> <a href="https://example.nl" target="_blank">daar</a></p><iframe src="https://evil.example"></iframe><script>alert(1)</script>',
      },
    });
    expect(answer.statusCode).toBe(200);
    const stored =
      '<p>Nieuwe tekst <a>hier</a> <a href="https://example.nl" target="_blank" rel="noopener noreferrer">daar</a></p>';
    expect(answer.json()).toEqual({ data: { content: stored } });
    expect(await publicText(ABOUT_SLUG)).toBe(stored);
    expect(await auditRows(t, 'text', ABOUT_SLUG)).toMatchObject([
      { action: 'text.update', after: stored },
    ]);
  });

  it('stores FAQ entries as the page the app splits into questions', async () => {
    const answer = await t.app.inject({
      method: 'PUT',
      url: `${OFFICE}/faq`,
      headers: people.editor.headers,
      payload: {
        entries: [
          { question: 'Mag <ik> tellen?', answer: '<p>Ja!</p><script>x</script>' },
          { question: 'Hoe lang?', answer: '<p>Een half uur.</p>' },
        ],
      },
    });
    expect(answer.statusCode).toBe(200);
    expect(await publicText(FAQ_SLUG)).toBe(
      '<h2>Mag &lt;ik&gt; tellen?</h2><p>Ja!</p>\n<h2>Hoe lang?</h2><p>Een half uur.</p>',
    );
    const empty = await t.app.inject({
      method: 'PUT',
      url: `${OFFICE}/faq`,
      headers: people.editor.headers,
      payload: { entries: [{ question: ' ', answer: 'x' }] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe('De vraag mag niet leeg zijn.');
  });

  it('previews what publishing would keep, and stores nothing', async () => {
    const audits = (await auditRows(t, 'text')).length;
    const before = await publicText(ABOUT_SLUG);
    const answer = await t.app.inject({
      method: 'POST',
      url: `${OFFICE}/preview`,
      headers: people.editor.headers,
      payload: { content: '<h2>Kop</h2><img src="x" onerror="y()">' },
    });
    expect(answer.json()).toEqual({ data: { content: '<h2>Kop</h2><img src="x" />' } });
    expect(await publicText(ABOUT_SLUG)).toBe(before);
    expect(await auditRows(t, 'text')).toHaveLength(audits);
  });

  it('refuses a text that is not one the office edits', async () => {
    const answer = await t.app.inject({
      method: 'PUT',
      url: `${OFFICE}/texts/iets-anders`,
      headers: people.editor.headers,
      payload: { content: 'x' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toBe('Onbekende tekst.');
  });
});

describe('office content: intro tour and more-menu', () => {
  it('publishes the tour in the given order, sanitised', async () => {
    const upload = await fileForm(await png(), 'image/png');
    const image = await t.app.inject({
      method: 'POST',
      url: `${OFFICE}/images`,
      headers: { ...people.editor.headers, ...upload.headers },
      payload: upload.payload,
    });
    const { url } = image.json<{ data: { url: string } }>().data;
    const pages = [
      { title: 'Tel mee', content: '<p>Een half uur.</p><script>x</script>', image: url },
      { title: 'Herken', content: '<p>Met de vogelwijzer.</p>', image: '' },
    ];
    const answer = await t.app.inject({
      method: 'PUT',
      url: `${OFFICE}/tour`,
      headers: people.editor.headers,
      payload: { pages },
    });
    expect(answer.statusCode).toBe(200);
    const tour = (await t.app.inject({ url: '/api/content/v1/introtour' })).json<{
      data: object[];
    }>().data;
    expect(tour).toEqual([
      { title: 'Tel mee', content: '<p>Een half uur.</p>', image: url, order: 1 },
      { title: 'Herken', content: '<p>Met de vogelwijzer.</p>', image: '', order: 2 },
    ]);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${OFFICE}/tour`,
      headers: people.editor.headers,
      payload: { pages: [{ title: 'x', content: '', image: 'javascript:alert(1)' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(
      'Een afbeelding is een geüpload bestand of een https-adres.',
    );
  });

  it('publishes the more-menu rows; a link that is not https or a path is refused', async () => {
    const items = [
      { title: 'Doneer', link: 'https://example.nl/doneer' },
      { title: 'Quiz', link: '/meer/quiz' },
    ];
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `${OFFICE}/menu`,
          headers: people.editor.headers,
          payload: { items },
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/content/v1/menu-more' })).json()).toEqual({
      data: items,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${OFFICE}/menu`,
      headers: people.editor.headers,
      payload: { items: [{ title: 'x', link: 'javascript:alert(1)' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/content/v1/menu-more' })).json()).toEqual({
      data: items,
    });
    expect((await auditRows(t, 'menu-more')).map((r) => r.action)).toEqual(['menu.update']);
  });
});

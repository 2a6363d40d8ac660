import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OfficePeople,
  auditRows,
  fileForm,
  officePeople,
  pdf,
  png,
  wavTone,
  webmStart,
} from './office-content-fixtures.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

let t: TestApp;
let people: OfficePeople;
beforeAll(async () => {
  t = await createTestApp();
  people = await officePeople(t);
});
afterAll(() => t?.close());

const OFFICE = '/api/office/v1/birds';
interface Credit {
  maker: string;
  licence: string;
}
interface Detail {
  name: string;
  scientificName: string;
  habitatNote: string | null;
  credits: Record<'drawing' | 'sound' | 'video', Credit | null>;
  tip: string;
  image: string;
  drawing: string;
  sounds: { file: string }[];
  video: string | null;
  similarto: { id: string }[];
}
const publicBird = async (id: string) =>
  (await t.app.inject({ url: `/api/bird/v1/birds/${id}` })).json<{ data: Detail }>().data;
const countBird = async (id: string) =>
  (await t.app.inject({ url: '/cdn/tvtBirds.json' }))
    .json<{ data: { id: string; thresholdvalue: number; primary: boolean; name: string }[] }>()
    .data.find((b) => b.id === id);

const edit = {
  name: 'Zwarte roodstaart',
  scientificName: 'Phoenicurus ochruros gibraltariensis',
  englishName: 'Black redstart',
  family: 'Muscicapidae',
  lengthCm: 14.5,
  otherNames: ['Roodstaart'],
  habitatNote: 'Op daken en schuttingen, het hele jaar.',
  commonness: 40,
  alsoSizes: [2],
  alsoSilhouettes: [],
  alsoBeaks: [3],
  tip: 'Let op de witte wenkbrauw.',
  primary: true,
  thresholdvalue: 7,
  similar: ['roodborst'],
  sizeClass: 1,
  colours: [1, 5, 3],
  silhouette: 4,
  beak: 2,
};

const CREDIT = { maker: 'Jan Jansen', licence: 'cc-by-sa-4.0' };

async function upload(id: string, slot: string, bytes: Buffer, credit: object = CREDIT) {
  const form = await fileForm(bytes, 'application/octet-stream', credit as Record<string, string>);
  return t.app.inject({
    method: 'POST',
    url: `${OFFICE}/${id}/media/${slot}`,
    headers: { ...people.editor.headers, ...form.headers },
    payload: form.payload,
  });
}

describe('office birds: texts, flags, threshold, similar species, wizard traits', () => {
  it('changes a species; the guide, the count form and the wizard follow at once; audited', async () => {
    await publicBird('zwarte-roodstaart'); // warm the read cache
    expect(await countBird('zwarte-roodstaart')).toMatchObject({ primary: false });
    const answer = await t.app.inject({
      method: 'PUT',
      url: `${OFFICE}/zwarte-roodstaart`,
      headers: people.editor.headers,
      payload: edit,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ data: object }>().data).toMatchObject({
      ...edit,
      primaryOrder: expect.any(Number),
    });

    expect(await publicBird('zwarte-roodstaart')).toMatchObject({
      name: 'Zwarte roodstaart',
      scientificName: 'Phoenicurus ochruros gibraltariensis',
      habitatNote: 'Op daken en schuttingen, het hele jaar.',
      tip: 'Let op de witte wenkbrauw.',
      similarto: [{ id: 'roodborst' }],
    });
    expect(await countBird('zwarte-roodstaart')).toMatchObject({
      primary: true,
      thresholdvalue: 7,
    });
    const wizard = await t.app.inject({
      url: '/api/bird/v1/wizard/birds?size=1&color=1,5,3&silhouette=4&beak=2',
    });
    expect(wizard.body).toContain('zwarte-roodstaart');

    const [row] = await auditRows(t, 'bird', 'zwarte-roodstaart');
    expect(row).toMatchObject({
      action: 'bird.update',
      actorAccountId: people.editor.accountId,
      before: expect.objectContaining({ primary: false }),
      after: expect.objectContaining({ primary: true, thresholdvalue: 7 }),
    });
  });

  it('refuses bad input with a Dutch 400 and stores nothing', async () => {
    const before = (await t.app.inject({ url: `${OFFICE}/merel`, headers: people.editor.headers }))
      .body;
    const cases: [object, string][] = [
      [{ ...edit, colours: [12] }, 'Kies kleuren (1–9).'],
      [{ ...edit, colours: [] }, 'Kies minstens één kleur.'],
      [{ ...edit, sizeClass: 5 }, 'Kies een grootte (1–4).'],
      [{ ...edit, thresholdvalue: 0 }, 'De drempel is minstens 1.'],
      [{ ...edit, thresholdvalue: 'veel' }, 'De drempel moet een getal zijn.'],
      [{ ...edit, name: ' ' }, 'De naam mag niet leeg zijn.'],
      [{ ...edit, similar: ['merel'] }, 'Een vogel kan niet op zichzelf lijken.'],
      [{ ...edit, similar: ['dodo'] }, "Onbekende vogelsoort bij 'lijkt op': dodo."],
      [{ ...edit, scientificName: ' ' }, 'Vul de wetenschappelijke naam in.'],
      [
        { ...edit, scientificName: 'turdus Merula L.' },
        'Schrijf de wetenschappelijke naam als geslacht en soort, zoals ‘Turdus merula’ (zonder auteur of jaartal).',
      ],
      [
        { ...edit, scientificName: 'Erithacus rubecula' },
        'Deze wetenschappelijke naam heeft de roodborst al.',
      ],
      [{ ...edit, lengthCm: 0 }, 'De lengte is minstens 1 cm.'],
      [{ ...edit, alsoBeaks: [10] }, 'Kies andere snavels (1–9).'],
      [{ ...edit, englishName: '' }, 'De Engelse naam mag niet leeg zijn.'],
    ];
    for (const [payload, message] of cases) {
      const answer = await t.app.inject({
        method: 'PUT',
        url: `${OFFICE}/merel`,
        headers: people.editor.headers,
        payload,
      });
      expect(answer.statusCode, message).toBe(400);
      expect(answer.json<{ message: string }>().message).toBe(message);
    }
    expect(
      (await t.app.inject({ url: `${OFFICE}/merel`, headers: people.editor.headers })).body,
    ).toBe(before);
    expect(await auditRows(t, 'bird', 'merel')).toEqual([]);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `${OFFICE}/dodo`,
      headers: people.editor.headers,
      payload: edit,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Deze vogelsoort bestaat niet.' });
  });
});

describe('office birds: drawing, sound and video', () => {
  it('stores a sound the audio player plays, with byte ranges', async () => {
    expect((await publicBird('merel')).sounds).toEqual([]);
    const answer = await upload('merel', 'sound', wavTone());
    expect(answer.statusCode).toBe(200);
    const [sound] = (await publicBird('merel')).sounds;
    expect(sound!.file).toMatch(/^\/media\/office\/[0-9a-f-]{36}\.wav$/);
    const whole = await t.app.inject({ url: sound!.file });
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.rawPayload.equals(wavTone())).toBe(true);
    const part = await t.app.inject({ url: sound!.file, headers: { range: 'bytes=0-43' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-43/${wavTone().length}`);
    expect(part.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    expect((await auditRows(t, 'bird', 'merel')).map((r) => r.action)).toEqual(['bird.sound']);
  });

  it('stores a video and a drawing replacement, and takes them back', async () => {
    expect((await upload('koolmees', 'video', webmStart())).statusCode).toBe(200);
    expect((await upload('koolmees', 'drawing', await png(320, 240))).statusCode).toBe(200);
    const bird = await publicBird('koolmees');
    expect(bird.video).toMatch(/^\/media\/office\/[0-9a-f-]{36}\.webm$/);
    expect(bird.image).toMatch(/^\/media\/office\/[0-9a-f-]{36}\.jpg$/);
    expect(bird.drawing).toBe(bird.image);
    const list = (await t.app.inject({ url: '/api/bird/v1/birds?keyword=koolmees' })).json<{
      data: { data: { id: string; remoteimage: string }[] };
    }>();
    expect(list.data.data.find((b) => b.id === 'koolmees')?.remoteimage).toBe(bird.image);
    // The count form's bird file shows it too.
    const countBirds = async () =>
      (await t.app.inject({ url: '/cdn/tvtBirds.json' }))
        .json<{ data: { id: string; image: string }[] }>()
        .data.find((b) => b.id === 'koolmees')?.image;
    expect(await countBirds()).toBe(bird.image);

    const reset = await t.app.inject({
      method: 'DELETE',
      url: `${OFFICE}/koolmees/media/drawing`,
      headers: people.editor.headers,
    });
    expect(reset.statusCode).toBe(200);
    expect((await publicBird('koolmees')).image).toMatch(/^\/media\/birds\/koolmees\/default\.svg/);
    expect(await countBirds()).toMatch(/^\/media\/birds\/koolmees\/default\.svg/);
  });

  it('keeps the maker and licence with each file and shows them as the app’s credit', async () => {
    const answer = await upload('winterkoning', 'sound', wavTone());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ data: Detail }>().data.credits).toEqual({
      drawing: null,
      sound: CREDIT,
      video: null,
    });
    expect((await publicBird('winterkoning')).credits.sound).toEqual(CREDIT);

    const change = await t.app.inject({
      method: 'PUT',
      url: `${OFFICE}/winterkoning/media/sound/credit`,
      headers: people.editor.headers,
      payload: { maker: ' Xeno-canto: P. de Vries ', licence: 'cc-by-nc-sa-4.0' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await publicBird('winterkoning')).credits.sound).toEqual({
      maker: 'Xeno-canto: P. de Vries',
      licence: 'cc-by-nc-sa-4.0',
    });
    const noFile = await t.app.inject({
      method: 'PUT',
      url: `${OFFICE}/winterkoning/media/video/credit`,
      headers: people.editor.headers,
      payload: CREDIT,
    });
    expect(noFile.statusCode).toBe(400);
    expect((await auditRows(t, 'bird', 'winterkoning')).map((r) => r.action)).toEqual([
      'bird.sound',
      'bird.credit',
    ]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${OFFICE}/winterkoning/media/sound`,
      headers: people.editor.headers,
    });
    expect(removed.json<{ data: Detail }>().data.credits.sound).toBeNull();
    expect((await publicBird('winterkoning')).credits).toEqual({
      drawing: null,
      sound: null,
      video: null,
    });
  });

  it('refuses an upload without maker or licence, storing nothing', async () => {
    const audits = (await auditRows(t, 'bird', 'heggenmus')).length;
    const cases: [object, string, string][] = [
      [{ licence: 'cc0-1.0' }, 'maker', 'Vul de maker in (naam van de persoon of organisatie).'],
      [
        { maker: '  ', licence: 'cc0-1.0' },
        'maker',
        'Vul de maker in (naam van de persoon of organisatie).',
      ],
      [{ maker: 'Jan' }, 'licence', 'Kies de licentie van het bestand.'],
      [{ maker: 'Jan', licence: 'CC BY' }, 'licence', 'Kies de licentie van het bestand.'],
    ];
    for (const [credit, field, message] of cases) {
      const answer = await upload('heggenmus', 'sound', wavTone(), credit);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message, field });
    }
    const bird = await publicBird('heggenmus');
    expect(bird.sounds).toEqual([]);
    expect(bird.credits.sound).toBeNull();
    expect(await auditRows(t, 'bird', 'heggenmus')).toHaveLength(audits);
  });

  it('refuses a file of the wrong type in Dutch and stores nothing', async () => {
    const audits = (await auditRows(t, 'bird', 'pimpelmees')).length;
    const cases: [string, Buffer, string][] = [
      ['sound', pdf(), 'Dit bestand is geen geluid. Kies een MP3-, Ogg-, M4A- of WAV-bestand.'],
      ['video', wavTone(), 'Dit bestand is geen video. Kies een MP4- of WebM-bestand.'],
      [
        'drawing',
        webmStart(),
        'Dit bestand is geen afbeelding. Kies een JPEG-, PNG- of WebP-bestand.',
      ],
    ];
    for (const [slot, bytes, message] of cases) {
      const answer = await upload('pimpelmees', slot, bytes);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message, field: 'file' });
    }
    const noFile = await t.app.inject({
      method: 'POST',
      url: `${OFFICE}/pimpelmees/media/sound`,
      headers: { ...people.editor.headers, 'content-type': 'application/json' },
      payload: {},
    });
    expect(noFile.statusCode).toBe(400);
    const bird = await publicBird('pimpelmees');
    expect(bird.sounds).toEqual([]);
    expect(bird.video).toBeNull();
    expect(await auditRows(t, 'bird', 'pimpelmees')).toHaveLength(audits);
    const slot = await upload('pimpelmees', 'poster', await png());
    expect(slot.statusCode).toBe(400);
  });
});

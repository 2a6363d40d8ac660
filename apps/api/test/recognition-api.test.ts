import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app.ts';
import { sendJson, solidJpeg, startRecognitionService } from './recognition-fixtures.ts';

const URL = '/api/bird/v1/birds/analyze?source=tvt';

interface Analysis {
  data: {
    birdFound: boolean | null;
    birds: {
      id: string;
      name: string;
      images: string[];
      confidence: number;
      confidenceLabel: string;
    }[];
    box?: { x: number; y: number; width: number; height: number };
    colours: number[];
    colourMatches: { id: string; name: string; images: string[] }[];
    method: string;
    message: string;
  };
}

/** A multipart body with one file part. */
function multipart(field: string, bytes: Buffer, type = 'image/jpeg') {
  const boundary = '----tvt-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="blob"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('POST /birds/analyze with the built-in recogniser', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RECOGNITION_MAX_BYTES: '200000' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers honestly that an empty photo shows no bird (multipart field image)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      ...multipart('image', await solidJpeg('#87ceeb')),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<Analysis>();
    expect(body.data).toEqual({
      birdFound: false,
      birds: [],
      colours: [],
      colourMatches: [],
      method: 'detector',
      message: 'Geen vogel gevonden op deze foto.',
    });
  });

  it('takes the photo as the raw body too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'image/jpeg' },
      payload: await solidJpeg('#ffffff'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Analysis>().data.birdFound).toBe(false);
  });

  it('refuses a request without a photo (400)', async () => {
    const empty = await t.app.inject({ method: 'POST', url: URL });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: 'Er is geen foto meegestuurd. Stuur de foto in het veld image.',
      field: 'image',
    });
    const otherField = await t.app.inject({
      method: 'POST',
      url: URL,
      ...multipart('imageFile', await solidJpeg('#ffffff')),
    });
    expect(otherField.statusCode).toBe(400);
  });

  it('refuses what is not an image by its bytes, whatever the header says (415)', async () => {
    const text = Buffer.from('dit is geen foto');
    for (const request of [
      { ...multipart('image', text, 'image/jpeg') },
      { headers: { 'content-type': 'image/png' }, payload: text },
      { headers: { 'content-type': 'application/json' }, payload: { image: 'x' } },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: URL, ...request });
      expect(res.statusCode).toBe(415);
      expect(res.json<{ message: string }>().message).toMatch(/foto|afbeelding/);
    }
  });

  it('refuses a damaged photo (400)', async () => {
    const cut = (await solidJpeg('#ff0000', 800, 600)).subarray(0, 300);
    const res = await t.app.inject({ method: 'POST', url: URL, ...multipart('image', cut) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Deze foto kan niet worden gelezen. Kies een andere foto.',
      field: 'image',
    });
  });

  it('refuses a photo over the size limit (413), as form data and as raw body', async () => {
    const big = Buffer.alloc(300_000, 1);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const asForm = await t.app.inject({ method: 'POST', url: URL, ...multipart('image', big) });
    expect(asForm.statusCode).toBe(413);
    expect(asForm.json<{ message: string }>().message).toMatch(/te groot/);
    const asBody = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'image/jpeg' },
      payload: big,
    });
    expect(asBody.statusCode).toBe(413);
    expect(asBody.json<{ message: string }>().message).toMatch(/te groot/);
  });

  it('is in the OpenAPI document', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(doc.json<{ paths: Record<string, unknown> }>().paths).toHaveProperty(
      '/api/bird/v1/birds/analyze',
    );
  });
});

describe('POST /birds/analyze with an external recognition service configured', () => {
  let t: TestApp;
  let status = 200;
  let service: Awaited<ReturnType<typeof startRecognitionService>>;
  beforeAll(async () => {
    service = await startRecognitionService((_req, res) =>
      sendJson(res, status, {
        birdFound: true,
        box: { x: 0.25, y: 0.25, width: 0.5, height: 0.5 },
        species: [
          { id: 'merel', confidence: 0.3 },
          { id: 'onbekende-soort', confidence: 0.99 },
          { id: 'koolmees', confidence: 0.91 },
        ],
      }),
    );
    t = await createTestApp({ env: { RECOGNITION_URL: service.url, RECOGNITION_KEY: 'k' } });
  });
  afterAll(async () => {
    await t?.close();
    await service?.close();
  });

  it('answers with known species only, surest first, with names, drawings and words', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      ...multipart('image', await solidJpeg('#faed29')),
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<Analysis>();
    expect(data.method).toBe('external');
    expect(data.birdFound).toBe(true);
    expect(data.box).toEqual({ x: 0.25, y: 0.25, width: 0.5, height: 0.5 });
    expect(data.birds.map((b) => [b.id, b.confidence, b.confidenceLabel])).toEqual([
      ['koolmees', 0.91, 'waarschijnlijk'],
      ['merel', 0.3, 'mogelijk'],
    ]);
    expect(data.birds[0]?.name).toBe('Koolmees');
    expect(data.birds[0]?.images).toHaveLength(2);
    for (const image of data.birds[0]?.images ?? [])
      expect(image).toMatch(/^\/media\/birds\/koolmees\//);
    expect(data.colours).toEqual([4]);
    // The colour hint stays beside the ranking, apart from it.
    expect(data.colourMatches.length).toBeGreaterThan(0);
    expect(data.message).toBe(
      'Dit zijn de soorten die het herkenningsmodel op deze foto ziet. Controleer het met de vragen.',
    );
  });

  it('falls back to the built-in recogniser when the service fails', async () => {
    status = 500;
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      ...multipart('image', await solidJpeg('#ffffff')),
    });
    status = 200;
    expect(res.statusCode).toBe(200);
    expect(res.json<Analysis>().data).toMatchObject({ method: 'detector', birdFound: false });
  });
});

import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePhotoFileName } from '@tvt/domain';
import { photo } from '../src/db/schema/index.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

const UPLOAD = '/api/content/v1/media/uploadImage';
interface PhotoData {
  id: string;
  url: string;
  urlSmall: string;
  width: number;
  height: number;
}
type PhotoAnswer = { data: PhotoData };
const REGISTER = '/api/count/v1/postImage';

/** A multipart body exactly as a browser's FormData sends it. */
async function multipart(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type?: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file)
    form.append(
      'imageFile',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }),
      file.name,
    );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

function photoWithGps(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 60 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TuinCam', Model: 'Merel 1', Copyright: 'Familie Jansen' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 5/1 2640/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '5/1 7/1 1200/100',
      },
    })
    .toBuffer();
}

describe('photo upload and registration', () => {
  let t: TestApp;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = join(mkdtempSync(join(tmpdir(), 'tvt-media-')), 'media');
    t = await createTestApp({
      env: {
        MEDIA_DIR: mediaDir,
        MEDIA_MAX_BYTES: String(2 * 1024 * 1024),
        PUBLIC_URL: 'https://tellen.example.nl',
      },
    });
  });
  afterAll(() => t.close());

  async function upload(
    uniqueFileName: string,
    bytes: Buffer,
    name = 'IMG_0001.jpg',
    type?: string,
  ) {
    const body = await multipart({ uniqueFileName }, { bytes, name, ...(type ? { type } : {}) });
    return t.app.inject({ method: 'POST', url: UPLOAD, ...body });
  }

  async function fetchMedia(url: string) {
    const response = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    return { response, bytes: response.rawPayload };
  }

  it('re-encodes a JPEG without any metadata, at most 1920 px, with a small version', async () => {
    const original = await photoWithGps(3000, 2000);
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain('Familie Jansen');

    const response = await upload(uniquePhotoFileName(randomUUID()), original);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<PhotoAnswer>();
    expect(data.url).toMatch(/^https:\/\/tellen\.example\.nl\/media\/[0-9a-f-]{36}\.jpg$/);
    expect([data.width, data.height]).toEqual([1920, 1280]);

    const big = await fetchMedia(data.url);
    expect(big.response.statusCode).toBe(200);
    expect(big.response.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(big.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1920, height: 1280 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(big.bytes.includes('Familie Jansen')).toBe(false);
    expect(big.bytes.includes('GPS')).toBe(false);

    const small = await fetchMedia(data.urlSmall);
    const smallMeta = await sharp(small.bytes).metadata();
    expect([smallMeta.width, smallMeta.height]).toEqual([400, 267]);
    expect(smallMeta.exif).toBeUndefined();
  });

  it('turns a photo upright by its EXIF orientation before dropping it', async () => {
    const sideways = await sharp({
      create: { width: 300, height: 100, channels: 3, background: '#808080' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await upload(uniquePhotoFileName(randomUUID()), sideways);
    const { data } = response.json<PhotoAnswer>();
    expect([data.width, data.height]).toEqual([100, 300]);
    const meta = await sharp((await fetchMedia(data.url)).bytes).metadata();
    expect(meta.orientation).toBeUndefined();
  });

  it.each([
    [
      'PNG with transparency',
      () =>
        sharp({
          create: {
            width: 50,
            height: 40,
            channels: 4,
            background: { r: 0, g: 0, b: 0, alpha: 0 },
          },
        })
          .png()
          .toBuffer(),
    ],
    [
      'WebP',
      () =>
        sharp({ create: { width: 50, height: 40, channels: 3, background: '#336699' } })
          .webp()
          .toBuffer(),
    ],
  ])('accepts a %s and stores a JPEG', async (_kind, make) => {
    const response = await upload(uniquePhotoFileName(randomUUID()), await make(), 'foto.jpg');
    expect(response.statusCode).toBe(200);
    const meta = await sharp(
      (await fetchMedia(response.json<PhotoAnswer>().data.url)).bytes,
    ).metadata();
    expect(meta.format).toBe('jpeg');
  });

  it('answers a retried upload with the first photo and stores it once', async () => {
    const name = uniquePhotoFileName(randomUUID());
    const bytes = await photoWithGps(640, 480);
    const first = (await upload(name, bytes)).json().data;
    const second = (await upload(name.toUpperCase().replace('.JPG', '.jpg'), bytes)).json().data;
    expect(second).toEqual(first);
    const rows = await t.database.db.select().from(photo).where(eq(photo.uniqueFileName, name));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['text with a .jpg name', Buffer.from('dit is geen foto, maar tekst'.repeat(20))],
    ['a PDF', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 32)])],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'),
    ],
    ['a GIF', Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')],
  ])('refuses %s with 415 and a Dutch message', async (_kind, bytes) => {
    const response = await upload(uniquePhotoFileName(randomUUID()), bytes, 'vogel.jpg');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: expect.stringMatching(/geen foto/),
      field: 'imageFile',
    });
  });

  it('refuses a JPEG that is cut off or broken with 400, not 500', async () => {
    const whole = await photoWithGps(200, 200);
    for (const bytes of [
      whole.subarray(0, 40),
      Buffer.concat([whole.subarray(0, 4), Buffer.alloc(500, 7)]),
    ]) {
      const response = await upload(uniquePhotoFileName(randomUUID()), bytes);
      expect([400, 415]).toContain(response.statusCode);
      expect(response.json().message).toMatch(/foto/);
    }
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = Buffer.concat([await photoWithGps(100, 100), Buffer.alloc(3 * 1024 * 1024, 1)]);
    const response = await upload(uniquePhotoFileName(randomUUID()), big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/te groot.*2 MB/);
  });

  it.each([
    '../../etc/passwd',
    `../${uniquePhotoFileName(randomUUID())}`,
    `${uniquePhotoFileName(randomUUID())}/../../x.jpg`,
    `tvt-tuinfoto-${randomUUID()}.jpg%00.png`,
    `tvt-tuinfoto-not-a-uuid.jpg`,
    `${randomUUID()}.jpg`,
    '',
  ])('refuses the unique file name %j with 400', async (name) => {
    const response = await upload(name, await photoWithGps(50, 50));
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('uniqueFileName');
  });

  it('never uses the name the client gives the file part, and serves nothing outside the media folder', async () => {
    const response = await upload(
      uniquePhotoFileName(randomUUID()),
      await photoWithGps(60, 60),
      '../../../../tmp/evil.jpg',
    );
    expect(response.statusCode).toBe(200);
    for (const file of readdirSync(mediaDir)) expect(file).toMatch(/^[0-9a-f-]{36}(-small)?\.jpg$/);
    for (const path of [
      '/media/../package.json',
      '/media/%2e%2e/%2e%2e/package.json',
      '/media/..%2f..%2fpackage.json',
      '/media/.x.tmp',
    ]) {
      const served = await t.app.inject({ method: 'GET', url: path });
      expect(served.statusCode, path).not.toBe(200);
      expect(served.statusCode, path).toBeLessThan(500);
    }
  });

  it('asks for multipart, a file and a file name', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: UPLOAD,
      payload: { uniqueFileName: uniquePhotoFileName(randomUUID()) },
    });
    expect(json.statusCode).toBe(415);
    const noFile = await t.app.inject({
      method: 'POST',
      url: UPLOAD,
      ...(await multipart({ uniqueFileName: uniquePhotoFileName(randomUUID()) })),
    });
    expect(noFile.json()).toMatchObject({ field: 'imageFile' });
    expect(noFile.statusCode).toBe(400);
    const noName = await t.app.inject({
      method: 'POST',
      url: UPLOAD,
      ...(await multipart({}, { bytes: await photoWithGps(20, 20), name: 'a.jpg' })),
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ field: 'uniqueFileName' });
  });

  describe('POST /api/count/v1/postImage', () => {
    const body = (uniquefilename: string) => ({
      originalfilename: 'IMG_2041.HEIC',
      uniquefilename,
      filesize: 812_345,
      width: 1920,
      height: 1440,
      tags: ['tvt2025', 'tuinfoto'],
      frontend: true,
    });

    it('registers an uploaded photo and answers its id and url, the same on a repeat', async () => {
      const name = uniquePhotoFileName(randomUUID());
      const uploaded = (await upload(name, await photoWithGps(800, 600))).json<PhotoAnswer>().data;
      const first = await t.app.inject({ method: 'POST', url: REGISTER, payload: body(name) });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        data: { id: uploaded.id, url: uploaded.url, urlSmall: uploaded.urlSmall },
      });
      const again = await t.app.inject({ method: 'POST', url: REGISTER, payload: body(name) });
      expect(again.json()).toEqual(first.json());
      const [row] = await t.database.db.select().from(photo).where(eq(photo.id, uploaded.id));
      expect(row).toMatchObject({
        originalFileName: 'IMG_2041.HEIC',
        tags: ['tvt2025', 'tuinfoto'],
        frontend: true,
        clientWidth: 1920,
      });
      expect(row!.registeredAt).toBeInstanceOf(Date);
    });

    it('answers 404 for a photo that was never uploaded', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: REGISTER,
        payload: body(uniquePhotoFileName(randomUUID())),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/niet gevonden/);
    });

    it.each([
      ['uniquefilename', { uniquefilename: '../../x.jpg' }],
      ['filesize', { filesize: -1 }],
      ['width', { width: 'breed' }],
      ['tags', { tags: 'tuinfoto' }],
      ['tags.0', { tags: [''] }],
      ['frontend', { frontend: 'ja' }],
      ['originalfilename', { originalfilename: 'x'.repeat(300) }],
    ])('refuses a bad %s with 400 naming the field', async (field, change) => {
      const response = await t.app.inject({
        method: 'POST',
        url: REGISTER,
        payload: { ...body(uniquePhotoFileName(randomUUID())), ...change },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(field);
      expect(response.json().message).toMatch(/^(Het veld|De bestandsnaam)/);
    });
  });
});

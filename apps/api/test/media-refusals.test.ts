import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePhotoFileName } from '@tvt/domain';
import {
  type MediaTestApp,
  UPLOAD,
  createMediaTestApp,
  multipart,
  photoWithGps,
} from './media-fixtures.ts';

describe('POST /api/content/v1/media/uploadImage: what is refused', () => {
  let t: MediaTestApp;
  beforeAll(async () => {
    t = await createMediaTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['text with a .jpg name', Buffer.from('dit is geen foto, maar tekst'.repeat(20))],
    ['a PDF', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 32)])],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'),
    ],
    ['a GIF', Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')],
  ])('refuses %s with 415 and a Dutch message', async (_kind, bytes) => {
    const response = await t.upload(uniquePhotoFileName(randomUUID()), bytes, 'vogel.jpg');
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
      const response = await t.upload(uniquePhotoFileName(randomUUID()), bytes);
      expect([400, 415]).toContain(response.statusCode);
      expect(response.json().message).toMatch(/foto/);
    }
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = Buffer.concat([await photoWithGps(100, 100), Buffer.alloc(3 * 1024 * 1024, 1)]);
    const response = await t.upload(uniquePhotoFileName(randomUUID()), big);
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
    const response = await t.upload(name, await photoWithGps(50, 50));
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('uniqueFileName');
  });

  it('never uses the name the client gives the file part, and serves nothing outside the media folder', async () => {
    const response = await t.upload(
      uniquePhotoFileName(randomUUID()),
      await photoWithGps(60, 60),
      '../../../../tmp/evil.jpg',
    );
    expect(response.statusCode).toBe(200);
    for (const file of readdirSync(t.mediaDir))
      expect(file).toMatch(/^[0-9a-f-]{36}(-small)?\.jpg$/);
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
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePhotoFileName } from '@tvt/domain';
import { photo } from '../src/db/schema/index.ts';
import {
  type MediaTestApp,
  type PhotoAnswer,
  createMediaTestApp,
  photoWithGps,
} from './media-fixtures.ts';

describe('POST /api/content/v1/media/uploadImage: what is stored', () => {
  let t: MediaTestApp;
  beforeAll(async () => {
    t = await createMediaTestApp();
  });
  afterAll(() => t.close());

  it('re-encodes a JPEG without any metadata, at most 1920 px, with a small version', async () => {
    const original = await photoWithGps(3000, 2000);
    const before = await sharp(original).metadata();
    expect(before.exif?.toString('latin1')).toContain('Familie Jansen');

    const response = await t.upload(uniquePhotoFileName(randomUUID()), original);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<PhotoAnswer>();
    expect(data.url).toMatch(/^https:\/\/tellen\.example\.nl\/media\/[0-9a-f-]{36}\.jpg$/);
    expect([data.width, data.height]).toEqual([1920, 1280]);

    const big = await t.fetchMedia(data.url);
    expect(big.statusCode).toBe(200);
    expect(big.type).toBe('image/jpeg');
    const meta = await sharp(big.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1920, height: 1280 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(big.bytes.includes('Familie Jansen')).toBe(false);
    expect(big.bytes.includes('GPS')).toBe(false);

    const small = await t.fetchMedia(data.urlSmall);
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
    const response = await t.upload(uniquePhotoFileName(randomUUID()), sideways);
    const { data } = response.json<PhotoAnswer>();
    expect([data.width, data.height]).toEqual([100, 300]);
    const meta = await sharp((await t.fetchMedia(data.url)).bytes).metadata();
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
    const response = await t.upload(uniquePhotoFileName(randomUUID()), await make(), 'foto.jpg');
    expect(response.statusCode).toBe(200);
    const meta = await sharp(
      (await t.fetchMedia(response.json<PhotoAnswer>().data.url)).bytes,
    ).metadata();
    expect(meta.format).toBe('jpeg');
  });

  it('answers a retried upload with the first photo and stores it once', async () => {
    const name = uniquePhotoFileName(randomUUID());
    const bytes = await photoWithGps(640, 480);
    const first = (await t.upload(name, bytes)).json().data;
    const second = (await t.upload(name.toUpperCase().replace('.JPG', '.jpg'), bytes)).json().data;
    expect(second).toEqual(first);
    const rows = await t.database.db.select().from(photo).where(eq(photo.uniqueFileName, name));
    expect(rows).toHaveLength(1);
  });
});

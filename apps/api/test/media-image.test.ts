import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MediaTestApp,
  type PhotoAnswer,
  createMediaTestApp,
  photoWithGps,
} from './media-fixtures.ts';

const IMAGE = '/api/content/v1/media/image';

describe('POST /api/content/v1/media/image (the body is the image)', () => {
  let t: MediaTestApp;
  beforeAll(async () => {
    t = await createMediaTestApp();
  });
  afterAll(() => t.close());

  it('takes a raw JPEG body and stores it re-encoded without metadata', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: IMAGE,
      headers: { 'content-type': 'image/jpeg' },
      payload: await photoWithGps(1000, 1000),
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<PhotoAnswer>();
    expect([data.width, data.height]).toEqual([1000, 1000]);
    const meta = await sharp((await t.fetchMedia(data.url)).bytes).metadata();
    expect(meta.exif).toBeUndefined();
  });

  it("takes the cropper's form data (one file field named image)", async () => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(await photoWithGps(300, 300))]), 'crop.jpg');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await t.app.inject({
      method: 'POST',
      url: IMAGE,
      headers: { 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<PhotoAnswer>().data.width).toBe(300);
  });

  it.each([
    ['text sent as image/jpeg', 'image/jpeg', Buffer.from('geen foto'.repeat(50)), 415],
    ['an empty body', 'application/octet-stream', Buffer.alloc(0), 400],
    ['JSON', 'application/json', Buffer.from('{"image":"x"}'), 415],
    ['a body over the limit', 'image/jpeg', Buffer.alloc(3 * 1024 * 1024, 1), 413],
  ])('refuses %s', async (_case, type, payload, status) => {
    const response = await t.app.inject({
      method: 'POST',
      url: IMAGE,
      headers: { 'content-type': type },
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json<{ message: string }>().message).toBeTypeOf('string');
  });
});

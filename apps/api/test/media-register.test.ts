import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePhotoFileName } from '@tvt/domain';
import { photo } from '../src/db/schema/index.ts';
import {
  type MediaTestApp,
  type PhotoAnswer,
  REGISTER,
  createMediaTestApp,
  photoWithGps,
} from './media-fixtures.ts';

describe('POST /api/count/v1/postImage', () => {
  let t: MediaTestApp;
  beforeAll(async () => {
    t = await createMediaTestApp();
  });
  afterAll(() => t.close());

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
    const uploaded = (await t.upload(name, await photoWithGps(800, 600))).json<PhotoAnswer>().data;
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

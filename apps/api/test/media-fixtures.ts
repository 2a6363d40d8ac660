import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { type TestApp, createTestApp } from './helpers/test-app.ts';

export const UPLOAD = '/api/content/v1/media/uploadImage';
export const REGISTER = '/api/count/v1/postImage';

export interface PhotoData {
  id: string;
  url: string;
  urlSmall: string;
  width: number;
  height: number;
}
export type PhotoAnswer = { data: PhotoData };

/** A multipart body exactly as a browser's FormData sends it. */
export async function multipart(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type?: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' });
    form.append('imageFile', blob, file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A camera-like JPEG whose EXIF holds a name and a GPS position (sharp's IFD3 is GPS). */
export function photoWithGps(width: number, height: number): Promise<Buffer> {
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

export interface MediaTestApp extends TestApp {
  mediaDir: string;
  upload(uniqueFileName: string, bytes: Buffer, name?: string): Promise<LightMyRequestResponse>;
  fetchMedia(url: string): Promise<{ statusCode: number; type: unknown; bytes: Buffer }>;
}

/** The app with a fresh media folder, a 2 MB upload limit and an absolute public URL. */
export async function createMediaTestApp(): Promise<MediaTestApp> {
  const mediaDir = join(mkdtempSync(join(tmpdir(), 'tvt-media-')), 'media');
  const t = await createTestApp({
    env: {
      MEDIA_DIR: mediaDir,
      MEDIA_MAX_BYTES: String(2 * 1024 * 1024),
      PUBLIC_URL: 'https://tellen.example.nl',
    },
  });
  return {
    ...t,
    mediaDir,
    async upload(uniqueFileName, bytes, name = 'IMG_0001.jpg') {
      const body = await multipart({ uniqueFileName }, { bytes, name });
      return t.app.inject({ method: 'POST', url: UPLOAD, ...body });
    },
    async fetchMedia(url) {
      const response = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
      return {
        statusCode: response.statusCode,
        type: response.headers['content-type'],
        bytes: response.rawPayload,
      };
    },
  };
}

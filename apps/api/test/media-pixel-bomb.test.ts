import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePhotoFileName } from '@tvt/domain';
import { type MediaTestApp, createMediaTestApp } from './media-fixtures.ts';

/** CRC-32 of a PNG chunk's type and data. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, tail]);
}

/**
 * A grey PNG of `width` × `height` whose rows compress to almost nothing: a few hundred KB that
 * would decode to `width × height` pixels (a decompression bomb).
 */
function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const row = Buffer.alloc(width + 1); // filter byte 0 and zero pixels
  const rows = Array.from({ length: 64 }, () => row);
  // Only the first rows are real: sharp refuses on the header before reading the rest.
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Issue 33: a pixel bomb is refused from its header, before anything is decoded. */
describe('pixel bombs', () => {
  let t: MediaTestApp;
  beforeAll(async () => {
    t = await createMediaTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['a 100-megapixel PNG', pngBomb(10_000, 10_000)],
    ['a 30-megapixel PNG', pngBomb(6_000, 5_000)],
    ['a 400-megapixel PNG', pngBomb(20_000, 20_000)],
  ])('refuses %s with 413 and a Dutch message', async (_kind, bytes) => {
    const response = await t.upload(uniquePhotoFileName(randomUUID()), bytes, 'vogel.png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'De foto heeft te veel pixels. Kies een kleinere foto.',
      field: 'imageFile',
    });
  });
});

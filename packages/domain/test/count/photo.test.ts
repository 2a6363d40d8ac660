import { describe, expect, it } from 'vitest';
import {
  PHOTO_FILE_PREFIX,
  isUniquePhotoFileName,
  photoUuidOf,
  uniquePhotoFileName,
} from '../../src/index.ts';

const uuid = '3f2b8c1e-9d4a-4b6f-8e2d-1a2b3c4d5e6f';

describe('unique photo file name', () => {
  it('is the prefix, the UUID and .jpg, and gives the UUID back', () => {
    const name = uniquePhotoFileName(uuid);
    expect(name).toBe(`${PHOTO_FILE_PREFIX}${uuid}.jpg`);
    expect(photoUuidOf(name)).toBe(uuid);
    expect(photoUuidOf(name.toUpperCase().replace('.JPG', '.jpg'))).toBe(uuid);
  });

  it.each([
    ['no prefix', `${uuid}.jpg`],
    ['another extension', `${PHOTO_FILE_PREFIX}${uuid}.png`],
    ['a UUID v1', `${PHOTO_FILE_PREFIX}3f2b8c1e-9d4a-1b6f-8e2d-1a2b3c4d5e6f.jpg`],
    ['a wrong variant', `${PHOTO_FILE_PREFIX}3f2b8c1e-9d4a-4b6f-7e2d-1a2b3c4d5e6f.jpg`],
    ['a path', `../${PHOTO_FILE_PREFIX}${uuid}.jpg`],
    ['a path inside', `${PHOTO_FILE_PREFIX}${uuid}/../x.jpg`],
    ['a trailing newline', `${PHOTO_FILE_PREFIX}${uuid}.jpg\n`],
    ['empty', ''],
  ])('refuses %s', (_case, name) => {
    expect(isUniquePhotoFileName(name)).toBe(false);
  });
});

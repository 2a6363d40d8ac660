import type { Sharp } from 'sharp';
import { PHOTO_JPEG_QUALITY, PHOTO_MAX_DIMENSION } from '@tvt/domain';
import { decodeImage } from '../../image-intake/decode.ts';

/** The small version (spec 3 `photoSmall`): enough for a list or a thumbnail. */
export const SMALL_MAX_DIMENSION = 400;

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

async function encode(image: Sharp, maxDimension: number, quality: number): Promise<EncodedImage> {
  const { data, info } = await image
    .resize({ width: maxDimension, height: maxDimension, fit: 'inside', withoutEnlargement: true })
    // A transparent PNG or WebP would turn black in a JPEG.
    .flatten({ background: '#ffffff' })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Re-encodes a photo: turned upright by its EXIF orientation, then written as a new JPEG with no
 * metadata at all (sharp copies none unless asked: no EXIF, GPS, XMP, IPTC or ICC), at most
 * 1920 px, plus a small version. Throws the intake's ImageTooManyPixels or ImageUnreadable.
 */
export function processPhoto(bytes: Buffer): Promise<{ photo: EncodedImage; small: EncodedImage }> {
  return decodeImage(bytes, async (source) => {
    const upright = source.rotate();
    const quality = Math.round(PHOTO_JPEG_QUALITY * 100);
    return {
      photo: await encode(upright.clone(), PHOTO_MAX_DIMENSION, quality),
      small: await encode(upright.clone(), SMALL_MAX_DIMENSION, quality),
    };
  });
}

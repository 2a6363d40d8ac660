import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { PHOTO_JPEG_QUALITY, PHOTO_MAX_DIMENSION } from '@tvt/domain';

/** The small version (spec 3 `photoSmall`): enough for a list or a thumbnail. */
export const SMALL_MAX_DIMENSION = 400;
/** About 100 megapixels: larger than any phone camera, small enough to decode safely. */
export const MAX_INPUT_PIXELS = 100_000_000;

/** The prebuilt sharp reads HEIF only as AVIF (no HEVC decoder); HEIC is accepted where it can. */
const HEIC_READABLE = (sharp.format.heif.input.fileSuffix ?? []).includes('.heic');

const ACCEPTED = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  ...(HEIC_READABLE ? ['image/heic'] : []),
]);

/** The accepted image type the bytes really are, or undefined; the client's name and header do not count. */
export async function sniffImageType(bytes: Uint8Array): Promise<string | undefined> {
  const type = await fileTypeFromBuffer(bytes);
  return type && ACCEPTED.has(type.mime) ? type.mime : undefined;
}

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

export class ImageTooLarge extends Error {}
export class ImageUnreadable extends Error {}

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
 * 1920 px, plus a small version. Throws ImageTooLarge or ImageUnreadable.
 */
export async function processPhoto(
  bytes: Buffer,
): Promise<{ photo: EncodedImage; small: EncodedImage }> {
  let source: Sharp;
  try {
    source = sharp(bytes, { limitInputPixels: false, failOn: 'error' });
    const { width, height } = await source.metadata();
    if (!width || !height) throw new ImageUnreadable('no dimensions');
    if (width * height > MAX_INPUT_PIXELS) throw new ImageTooLarge(`${width}×${height}`);
    const upright = source.rotate();
    const quality = Math.round(PHOTO_JPEG_QUALITY * 100);
    return {
      photo: await encode(upright.clone(), PHOTO_MAX_DIMENSION, quality),
      small: await encode(upright.clone(), SMALL_MAX_DIMENSION, quality),
    };
  } catch (error) {
    if (error instanceof ImageTooLarge || error instanceof ImageUnreadable) throw error;
    throw new ImageUnreadable('sharp could not decode the image', { cause: error });
  }
}

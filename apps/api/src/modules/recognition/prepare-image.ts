import sharp from 'sharp';
import type { PreparedImage } from './types.ts';

/** Large enough for the detector (512 px) and colour reading; small enough to be quick. */
export const ANALYSIS_MAX_DIMENSION = 1024;
/** About 100 megapixels: larger than any phone camera, small enough to decode safely. */
export const MAX_INPUT_PIXELS = 100_000_000;

export class ImageUnreadable extends Error {}
export class ImageTooManyPixels extends Error {}

/** Upright by EXIF, at most 1024 px, transparency on white, as raw RGB and as a clean JPEG. */
export async function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  try {
    const source = sharp(bytes, { limitInputPixels: false, failOn: 'error' });
    const { width, height } = await source.metadata();
    if (!width || !height) throw new ImageUnreadable('no dimensions');
    if (width * height > MAX_INPUT_PIXELS) throw new ImageTooManyPixels(`${width}×${height}`);
    const normalised = source
      .rotate()
      .resize({
        width: ANALYSIS_MAX_DIMENSION,
        height: ANALYSIS_MAX_DIMENSION,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .toColourspace('srgb');
    const { data, info } = await normalised.clone().raw().toBuffer({ resolveWithObject: true });
    const jpeg = await sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    return { jpeg, rgb: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof ImageUnreadable || error instanceof ImageTooManyPixels) throw error;
    throw new ImageUnreadable('sharp could not decode the image', { cause: error });
  }
}

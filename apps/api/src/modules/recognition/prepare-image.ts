import sharp from 'sharp';
import { decodeImage } from '../../image-intake/decode.ts';
import type { PreparedImage } from './types.ts';

/** Large enough for the detector (512 px) and colour reading; small enough to be quick. */
export const ANALYSIS_MAX_DIMENSION = 1024;

/** Upright by EXIF, at most 1024 px, transparency on white, as raw RGB and as a clean JPEG. */
export function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  return decodeImage(bytes, async (source) => {
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
  });
}

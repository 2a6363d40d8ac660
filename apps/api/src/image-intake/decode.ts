import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { HttpError } from '../http-error.ts';
import { IMAGE_MESSAGES } from './messages.ts';

/**
 * 50 megapixels: a phone's 48/50-megapixel mode still fits. JPEG, WebP and HEIC shrink while
 * they load, so such a photo decodes quickly.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/**
 * A PNG decodes every pixel (no shrink-on-load) and compresses a flat area to almost nothing:
 * a 0.3 MB, 100-megapixel PNG took seconds of CPU. 24 megapixels fits any screenshot.
 */
export const MAX_PNG_PIXELS = 24_000_000;

/** The prebuilt sharp reads HEIF only as AVIF (no HEVC decoder); HEIC is accepted where it can. */
const HEIC_READABLE = (sharp.format.heif.input.fileSuffix ?? []).includes('.heic');

const ACCEPTED = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  ...(HEIC_READABLE ? ['image/heic'] : []),
]);

export class ImageTooManyPixels extends Error {}
export class ImageUnreadable extends Error {}

/** The accepted image type the bytes really are, or undefined; the client's name and header do not count. */
export async function sniffImageType(bytes: Uint8Array): Promise<string | undefined> {
  const type = await fileTypeFromBuffer(bytes);
  return type && ACCEPTED.has(type.mime) ? type.mime : undefined;
}

/** 415 in Dutch unless the bytes are a JPEG, PNG, WebP (or readable HEIC). */
export async function requireImageType(bytes: Uint8Array, field: string): Promise<void> {
  if (!(await sniffImageType(bytes))) throw new HttpError(415, IMAGE_MESSAGES.notAnImage, field);
}

/**
 * Opens an image for decoding, after reading only its header: no dimensions → ImageUnreadable,
 * more than MAX_INPUT_PIXELS → ImageTooManyPixels. `work` does the decoding; whatever sharp
 * throws there is ImageUnreadable too.
 */
export async function decodeImage<T>(
  bytes: Buffer,
  work: (image: Sharp) => Promise<T>,
): Promise<T> {
  try {
    // The header alone first: sharp reads no pixel for metadata.
    const source = sharp(bytes, { limitInputPixels: false, failOn: 'error' });
    const { width, height, format } = await source.metadata();
    if (!width || !height) throw new ImageUnreadable('no dimensions');
    const limit = format === 'png' ? MAX_PNG_PIXELS : MAX_INPUT_PIXELS;
    if (width * height > limit) throw new ImageTooManyPixels(`${width}×${height}`);
    return await work(source);
  } catch (error) {
    if (error instanceof ImageUnreadable || error instanceof ImageTooManyPixels) throw error;
    throw new ImageUnreadable('sharp could not decode the image', { cause: error });
  }
}

/** A decoding failure as the person sees it: 413 for too many pixels, 400 for anything else. */
export function decodeRefusal(error: unknown, field: string): HttpError {
  if (error instanceof ImageTooManyPixels) {
    return new HttpError(413, IMAGE_MESSAGES.tooManyPixels, field);
  }
  return new HttpError(400, IMAGE_MESSAGES.unreadable, field);
}

/** Spec 5/9: a photo is at most 1920 px on either side, JPEG at quality 0.8. */
export const PHOTO_MAX_DIMENSION = 1920;
export const PHOTO_JPEG_QUALITY = 0.8;

/** Spec 7 "Upload photo": the unique file name is a fixed prefix, a UUID v4 and `.jpg`. */
export const PHOTO_FILE_PREFIX = 'tvt-tuinfoto-';

const UUID_V4 = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';
const UNIQUE_FILE_NAME = new RegExp(`^${PHOTO_FILE_PREFIX}(${UUID_V4})\\.jpg$`);

export function uniquePhotoFileName(uuid: string): string {
  return `${PHOTO_FILE_PREFIX}${uuid.toLowerCase()}.jpg`;
}

/**
 * The UUID in a unique file name, lower-cased, or undefined when the name is not exactly
 * prefix + UUID v4 + `.jpg` (so nothing else, such as a path, can pass as one).
 */
export function photoUuidOf(uniqueFileName: string): string | undefined {
  return UNIQUE_FILE_NAME.exec(uniqueFileName.toLowerCase())?.[1];
}

export function isUniquePhotoFileName(value: string): boolean {
  return photoUuidOf(value) !== undefined;
}

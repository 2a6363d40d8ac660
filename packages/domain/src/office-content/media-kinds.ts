/** What an office upload may be used for. */
export type OfficeMediaUse = 'image' | 'sound' | 'video';

export interface OfficeMediaType {
  use: OfficeMediaUse;
  /** File extension the stored name gets (images are re-encoded to JPEG). */
  extension: string;
  contentType: string;
}

/**
 * The file types the office accepts, by the type sniffed from the bytes (never the name): the
 * formats every current browser plays in `<audio>` and `<video>`, and the images sharp decodes.
 */
const ACCEPTED: Readonly<Record<string, OfficeMediaType>> = {
  'image/jpeg': { use: 'image', extension: 'jpg', contentType: 'image/jpeg' },
  'image/png': { use: 'image', extension: 'jpg', contentType: 'image/jpeg' },
  'image/webp': { use: 'image', extension: 'jpg', contentType: 'image/jpeg' },
  'audio/mpeg': { use: 'sound', extension: 'mp3', contentType: 'audio/mpeg' },
  'audio/ogg': { use: 'sound', extension: 'ogg', contentType: 'audio/ogg' },
  'audio/opus': { use: 'sound', extension: 'ogg', contentType: 'audio/ogg' },
  'audio/x-m4a': { use: 'sound', extension: 'm4a', contentType: 'audio/mp4' },
  'audio/mp4': { use: 'sound', extension: 'm4a', contentType: 'audio/mp4' },
  'audio/wav': { use: 'sound', extension: 'wav', contentType: 'audio/wav' },
  'audio/vnd.wave': { use: 'sound', extension: 'wav', contentType: 'audio/wav' },
  'video/mp4': { use: 'video', extension: 'mp4', contentType: 'video/mp4' },
  'video/webm': { use: 'video', extension: 'webm', contentType: 'video/webm' },
};

/** Content type of a stored office file by its extension. */
export const OFFICE_MEDIA_CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

export const OFFICE_MEDIA_REFUSAL: Readonly<Record<OfficeMediaUse, string>> = {
  image: 'Dit bestand is geen afbeelding. Kies een JPEG-, PNG- of WebP-bestand.',
  sound: 'Dit bestand is geen geluid. Kies een MP3-, Ogg-, M4A- of WAV-bestand.',
  video: 'Dit bestand is geen video. Kies een MP4- of WebM-bestand.',
};

/**
 * The stored type of an upload sniffed as `mime` for `use`, or undefined when the office does
 * not take that type there (a sound as a drawing, a PDF anywhere).
 */
export function officeMediaType(
  mime: string | undefined,
  use: OfficeMediaUse,
): OfficeMediaType | undefined {
  const type = mime === undefined ? undefined : ACCEPTED[mime];
  return type?.use === use ? type : undefined;
}

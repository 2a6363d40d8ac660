import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { OFFICE_MEDIA_REFUSAL, type OfficeMediaUse, officeMediaType } from '@tvt/domain';
import { HttpError } from '../../http-error.ts';
import { decodeImage, decodeRefusal } from '../../image-intake/decode.ts';
import type { MediaBackend } from '../media/media-store.ts';

/** URL path of office files; the stored name is `office-<uuid>.<ext>`. */
export const OFFICE_MEDIA_PATH = '/media/office/';
export const OFFICE_FILE =
  /^([0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})\.(jpg|mp3|ogg|m4a|wav|mp4|webm)$/;
/** Office images are drawings and illustrations: 1200 px is enough for any screen the app has. */
const IMAGE_MAX_DIMENSION = 1200;

export const NO_FILE = 'Er is geen bestand meegestuurd.';

/**
 * Files the office uploads (tip images, drawings, tour images, sounds, videos), kept in the
 * shared media store so every instance serves them. The type is sniffed from the bytes; images
 * are re-encoded (no metadata), sounds and videos are stored as they are. A name is a fresh
 * UUID, written once.
 */
export function createOfficeMedia(backend: MediaBackend) {
  return {
    /** Stores `bytes` as a file for `use` and answers its path, or a Dutch 400 (nothing stored). */
    async save(bytes: Buffer | undefined, use: OfficeMediaUse, field = 'file'): Promise<string> {
      if (!bytes || bytes.length === 0) throw new HttpError(400, NO_FILE, field);
      const type = officeMediaType((await fileTypeFromBuffer(bytes))?.mime, use);
      if (!type) throw new HttpError(400, OFFICE_MEDIA_REFUSAL[use], field);
      let data = bytes;
      if (use === 'image') {
        try {
          data = await decodeImage(bytes, (image) =>
            image
              .rotate()
              .resize({
                width: IMAGE_MAX_DIMENSION,
                height: IMAGE_MAX_DIMENSION,
                fit: 'inside',
                withoutEnlargement: true,
              })
              .flatten({ background: '#ffffff' })
              .jpeg({ quality: 85, mozjpeg: true })
              .toBuffer(),
          );
        } catch (error) {
          throw decodeRefusal(error, field);
        }
      }
      const id = randomUUID();
      await backend.put(`office-${id}.${type.extension}`, data, type.contentType);
      return `${OFFICE_MEDIA_PATH}${id}.${type.extension}`;
    },

    /** The bytes of `/media/office/<file>`, or undefined (a name of another shape included). */
    async read(file: string): Promise<Buffer | undefined> {
      if (!OFFICE_FILE.test(file)) return undefined;
      return backend.get(`office-${file}`);
    },
  };
}

export type OfficeMedia = ReturnType<typeof createOfficeMedia>;

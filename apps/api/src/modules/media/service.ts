import { randomUUID } from 'node:crypto';
import { photoUuidOf, uniquePhotoFileName } from '@tvt/domain';
import { HttpError } from '../../http-error.ts';
import { decodeRefusal, requireImageType } from '../../image-intake/decode.ts';
import { processPhoto } from './image-processing.ts';
import { MEDIA_PREFIX, type MediaStore, photoFileNames } from './media-store.ts';
import { MEDIA_MESSAGES } from './messages.ts';
import type { PhotoRegistration, PhotoRepository, PhotoRow } from './repository.ts';

export interface PhotoAnswer {
  id: string;
  url: string;
  urlSmall: string;
  width: number;
  height: number;
}

export interface MediaServiceOptions {
  repository: PhotoRepository;
  store: MediaStore;
  /** Absolute base for photo URLs; they end up in stored counts and exports, read elsewhere. */
  publicUrl: string;
}

/** The canonical unique file name, or a 400 naming the field. */
function canonicalName(uniqueFileName: string, field: string): string {
  const uuid = photoUuidOf(uniqueFileName);
  if (!uuid) throw new HttpError(400, MEDIA_MESSAGES.badFileName, field);
  return uniquePhotoFileName(uuid);
}

export function createMediaService({ repository, store, publicUrl }: MediaServiceOptions) {
  const answer = (row: PhotoRow): PhotoAnswer => {
    const names = photoFileNames(row.id);
    return {
      id: row.id,
      url: `${publicUrl}${MEDIA_PREFIX}${names.photo}`,
      urlSmall: `${publicUrl}${MEDIA_PREFIX}${names.small}`,
      width: row.width,
      height: row.height,
    };
  };

  return {
    checkFileName: (uniqueFileName: string) => canonicalName(uniqueFileName, 'uniqueFileName'),

    /** The absolute URL of an uploaded image by its id (office banners keep only the id). */
    imageUrl: (id: string) => `${publicUrl}${MEDIA_PREFIX}${photoFileNames(id).photo}`,

    /** Whether an image with this id is in the store (every instance sees every upload). */
    exists: (id: string) => store.backend.has(photoFileNames(id).photo),

    /** A stored file's bytes (the route has checked the name), or undefined. */
    file: (name: string) => store.read(name),

    /**
     * Stores a re-encoded photo under a server-made id. A retry with the same unique file name
     * gets the first photo back and replaces nothing.
     */
    async upload(uniqueFileName: string, bytes: Buffer): Promise<PhotoAnswer> {
      const name = canonicalName(uniqueFileName, 'uniqueFileName');
      await requireImageType(bytes, 'imageFile');
      const existing = await repository.findByUniqueFileName(name);
      if (existing) return answer(existing);

      let processed: Awaited<ReturnType<typeof processPhoto>>;
      try {
        processed = await processPhoto(bytes);
      } catch (error) {
        throw decodeRefusal(error, 'imageFile');
      }
      const id = randomUUID();
      await store.savePhoto(id, processed.photo.data, processed.small.data);
      const row = await repository.insert({
        id,
        uniqueFileName: name,
        width: processed.photo.width,
        height: processed.photo.height,
        byteSize: processed.photo.data.length,
        smallWidth: processed.small.width,
        smallHeight: processed.small.height,
      });
      if (row) return answer(row);
      // Another request with this name won the race: keep its photo, drop ours.
      await store.removePhoto(id);
      const winner = await repository.findByUniqueFileName(name);
      if (!winner) throw new Error('photo vanished after a unique conflict');
      return answer(winner);
    },

    /** Spec 7 `postImage`: the client's facts about an uploaded photo; repeatable. */
    async register(uniqueFileName: string, registration: PhotoRegistration): Promise<PhotoAnswer> {
      const name = canonicalName(uniqueFileName, 'uniquefilename');
      const row = await repository.register(name, registration);
      if (!row) throw new HttpError(404, MEDIA_MESSAGES.unknownPhoto, 'uniquefilename');
      return answer(row);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

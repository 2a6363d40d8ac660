import type { CountUserPhoto } from '@tvt/domain';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';
import { postJson } from './post-json.ts';
import { countUrl } from './submit-count.ts';

/** Fixed prefix of the unique file name (spec 7 "Upload photo"). */
export const PHOTO_FILE_PREFIX = 'tvt-tuinfoto-';
export const GARDEN_PHOTO_TAG = 'tuinfoto';

export interface PhotoToUpload {
  /** The JPEG, already downscaled. */
  blob: Blob;
  uuid: string;
  originalFileName: string;
  width: number;
  height: number;
}

/**
 * Spec 7: multipart upload to the content service, then registration with the count service.
 * Any failure answers undefined and is logged; the count goes on without a photo (spec 8).
 */
export async function uploadPhoto(
  config: Pick<RuntimeConfig, 'services'>,
  photo: PhotoToUpload,
  campaignTag: string,
): Promise<CountUserPhoto | undefined> {
  const uniqueFileName = `${PHOTO_FILE_PREFIX}${photo.uuid}.jpg`;
  try {
    const form = new FormData();
    form.append('uniqueFileName', uniqueFileName);
    form.append('imageFile', photo.blob, uniqueFileName);
    const upload = await fetch(`${config.services.content.replace(/\/+$/, '')}/media/uploadImage`, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(30_000),
    });
    if (upload.status !== 200) throw new Error(`uploadImage HTTP ${upload.status}`);
    const registered = await postJson(countUrl(config, 'postImage'), {
      originalfilename: photo.originalFileName,
      uniquefilename: uniqueFileName,
      filesize: photo.blob.size,
      width: photo.width,
      height: photo.height,
      tags: [campaignTag, GARDEN_PHOTO_TAG],
      frontend: true,
    });
    if (registered.kind !== 'ok') throw new Error(`postImage ${registered.kind}`);
    const data = (
      registered.body as { data?: { id?: unknown; url?: unknown; urlSmall?: unknown } } | undefined
    )?.data;
    if (
      (typeof data?.id !== 'string' && typeof data?.id !== 'number') ||
      typeof data.url !== 'string'
    ) {
      throw new Error('postImage answer without id and url');
    }
    return {
      photoId: String(data.id),
      photoOriginal: data.url,
      photoSmall: typeof data.urlSmall === 'string' ? data.urlSmall : data.url,
    };
  } catch (error) {
    console.error('upload photo', error);
    return undefined;
  }
}

import { photoRegistrationResponse, photoUploadResponse } from '@tvt/contract';
import type { CountUserPhoto } from '@tvt/domain';
import { joinUrl, requestJson } from '#shared/http/index.ts';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';
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
    await requestJson(joinUrl(config.services.content, 'media/uploadImage'), photoUploadResponse, {
      method: 'POST',
      form,
      timeoutMs: 30_000,
    });
    const { data } = await requestJson(countUrl(config, 'postImage'), photoRegistrationResponse, {
      method: 'POST',
      json: {
        originalfilename: photo.originalFileName,
        uniquefilename: uniqueFileName,
        filesize: photo.blob.size,
        width: photo.width,
        height: photo.height,
        tags: [campaignTag, GARDEN_PHOTO_TAG],
        frontend: true,
      },
    });
    return { photoId: data.id, photoOriginal: data.url, photoSmall: data.urlSmall };
  } catch (error) {
    console.error('upload photo', error);
    return undefined;
  }
}

import { useMutation } from '@tanstack/react-query';
import { type OfficeBannerImage, officeBannerImageResponse } from '@tvt/contract/office';
import { requestJson } from '#shared/http/index.ts';
import { officeUrl } from '../../office-common/index.ts';

/** `POST {office}/campaign/banner-image`: stores the image, answers its id for a banner. */
export async function uploadBannerImage(file: File): Promise<OfficeBannerImage> {
  const form = new FormData();
  form.append('image', file);
  const answer = await requestJson(officeUrl('campaign/banner-image'), officeBannerImageResponse, {
    method: 'POST',
    form,
    timeoutMs: 60_000,
  });
  return answer.data;
}

export function useUploadBannerImage() {
  return useMutation({ mutationFn: uploadBannerImage });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfficeTipBody } from '@tvt/contract/requests';
import { setOfficeTipImage } from './tip-image.ts';
import { officeTipsQuery, saveOfficeTip } from './tips.ts';

export interface PublishTip {
  id: number | undefined;
  body: OfficeTipBody;
  /** A new image to upload, null to go back to the bird's drawing, undefined to keep it. */
  image: File | null | undefined;
}

/**
 * One 'Publiceren' for the whole tip form: the text first (a new tip gets its id), then the
 * image, so an organiser never publishes a tip and then has to upload its image separately.
 */
export function usePublishTip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, image }: PublishTip) => {
      const saved = await saveOfficeTip(id, body);
      return image === undefined ? saved : setOfficeTipImage(saved.id, image);
    },
    onSettled: () => client.invalidateQueries({ queryKey: officeTipsQuery.queryKey }),
  });
}

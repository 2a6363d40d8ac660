import { normaliseEmail, validateEmail } from '@tvt/domain';
import { HttpError } from '../../http-error.ts';
import { segmentEmailHash } from './email-hash.ts';
import type { SegmentRepository } from './repository.ts';

export const SEGMENT_NOT_FOUND = 'Geen donatiepagina voor dit e-mailadres.';

/**
 * Donation redirect after a count (spec 7 "Segment lookup"); off unless configured. `url` is the
 * donation site, when one is configured; the client adds `pagina` and `uuid` to it.
 */
export function createSegmentService(
  repository: SegmentRepository,
  enabled: boolean,
  donationUrl: string | null,
) {
  return {
    async lookup(email: string): Promise<{ page_id: string; url?: string }> {
      if (!enabled) throw new HttpError(404, SEGMENT_NOT_FOUND);
      const problem = validateEmail(normaliseEmail(email));
      if (problem !== undefined) throw new HttpError(400, problem, 'email');
      const pageId = await repository.findPageId(segmentEmailHash(email));
      if (pageId === undefined) throw new HttpError(404, SEGMENT_NOT_FOUND);
      return donationUrl === null ? { page_id: pageId } : { page_id: pageId, url: donationUrl };
    },
  };
}

import { normaliseEmail, validateEmail } from '@tvt/domain';
import { HttpError } from '../../http-error.ts';
import { segmentEmailHash } from './email-hash.ts';
import type { SegmentRepository } from './repository.ts';

/**
 * Donation redirect after a count (spec 7 "Segment lookup"); off unless configured. `url` is the
 * donation site, when one is configured; the client adds `pagina` and `uuid` to it. No segment
 * is an ordinary answer (null), not an error: most participants have none, and a 404 would
 * put an error in every participant's browser console.
 */
export function createSegmentService(
  repository: SegmentRepository,
  enabled: boolean,
  /** The donation site: `SEGMENT_DONATION_URL`, else the current campaign's donation link. */
  donationUrl: () => Promise<string | null>,
) {
  return {
    async lookup(email: string): Promise<{ page_id: string; url?: string } | null> {
      if (!enabled) return null;
      const problem = validateEmail(normaliseEmail(email));
      if (problem !== undefined) throw new HttpError(400, problem, 'email');
      const pageId = await repository.findPageId(segmentEmailHash(email));
      if (pageId === undefined) return null;
      const url = await donationUrl();
      return url === null ? { page_id: pageId } : { page_id: pageId, url };
    },
  };
}

export type SegmentService = ReturnType<typeof createSegmentService>;

import { normaliseEmail, validateEmail } from '@tvt/domain';
import { HttpError } from '../../http-error.ts';
import { segmentEmailHash } from './email-hash.ts';
import type { SegmentRepository } from './repository.ts';

export const SEGMENT_NOT_FOUND = 'Geen donatiepagina voor dit e-mailadres.';

/** Donation redirect after a count (spec 7 "Segment lookup"); off unless configured. */
export function createSegmentService(repository: SegmentRepository, enabled: boolean) {
  return {
    async lookup(email: string): Promise<{ page_id: string }> {
      if (!enabled) throw new HttpError(404, SEGMENT_NOT_FOUND);
      const problem = validateEmail(normaliseEmail(email));
      if (problem !== undefined) throw new HttpError(400, problem, 'email');
      const pageId = await repository.findPageId(segmentEmailHash(email));
      if (pageId === undefined) throw new HttpError(404, SEGMENT_NOT_FOUND);
      return { page_id: pageId };
    },
  };
}

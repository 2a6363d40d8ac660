import {
  UNRECOGNISED_BIRD,
  countTotals,
  countedOn,
  toSubmitPayload,
  type CountObject,
} from '@tvt/domain';
import { completeMoment, type CountDraft } from './count-draft.ts';
import { effectiveBirds } from './flow-rules.ts';

/**
 * The body of `POST /inzending` from the draft (spec 7 "Submit count"). Built once per attempt
 * from the draft and then stored as is in the outbox, so a retry sends byte-for-byte the same
 * count (the server answers a changed body under the same countId with 409).
 */
export function buildPayload(
  draft: CountDraft,
  referralCode: string | null | undefined,
): CountObject {
  const moment = completeMoment(draft.date);
  if (!moment) throw new Error('count date and time are missing');
  const { birdsSeen: _birdsSeen, unrecognizedBirdRemarks, ...count } = draft.count;
  const birds = effectiveBirds(draft.count);
  const payload: CountObject = {
    ...count,
    birds,
    ...countTotals(birds),
    countedon: countedOn(moment),
  };
  const remarks = unrecognizedBirdRemarks?.trim();
  if (birds[UNRECOGNISED_BIRD.id] && remarks) payload.unrecognizedBirdRemarks = remarks;
  if (payload.remarks !== undefined && payload.remarks.trim() === '') delete payload.remarks;
  return toSubmitPayload(payload, referralCode);
}

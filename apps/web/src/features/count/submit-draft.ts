import type { CountObject } from '@tvt/domain';
import type { SubmitResult } from './api/submit-count.ts';
import { buildPayload } from './build-payload.ts';
import type { CountDraft, CountStep } from './count-draft.ts';
import { stepForField } from './flow-rules.ts';

export type SubmitOutcome =
  | { kind: 'sent'; tellingUUID: string; payload: CountObject }
  /** Not confirmed yet: on the device, sent automatically later. */
  | { kind: 'queued'; payload: CountObject }
  /** 400: back to the step with the field, nothing lost. */
  | { kind: 'invalid'; message: string; field: string | undefined; step: CountStep }
  /** Refused for good (spec 8): done with success false and the epoch reference. */
  | { kind: 'failed'; reference: number; payload: CountObject | undefined };

export interface SubmitDeps {
  send: (payload: CountObject) => Promise<SubmitResult>;
  queue: (payload: CountObject, reason: string) => Promise<unknown>;
  logError: (
    functionName: string,
    error: unknown,
    countObject: unknown,
    extra?: Record<string, unknown>,
  ) => void;
  referralCode: string | undefined;
}

/**
 * Spec 4/7/8 submission with the outbox of issue 4: stored → sent; unreachable → queued (if even
 * the outbox fails, the draft is kept and the person can try again); 400 → back to the field;
 * anything else → failed and logged.
 */
export async function submitDraft(draft: CountDraft, deps: SubmitDeps): Promise<SubmitOutcome> {
  let payload: CountObject;
  try {
    payload = buildPayload(draft, deps.referralCode);
  } catch (error) {
    deps.logError('buildPayload', error, draft.count);
    return {
      kind: 'invalid',
      message: 'Kies de datum en tijd van je telling.',
      field: 'countedon',
      step: 'count-place',
    };
  }
  const result = await deps.send(payload);
  switch (result.kind) {
    case 'ok':
      return { kind: 'sent', tellingUUID: result.tellingUUID, payload };
    case 'unreachable':
      await deps.queue(payload, result.reason);
      return { kind: 'queued', payload };
    case 'invalid':
      return {
        kind: 'invalid',
        message: result.message,
        field: result.field,
        step: stepForField(result.field),
      };
    case 'refused':
      deps.logError('submitCount', new Error(result.message), payload, { status: result.status });
      // The reference is the count's start epoch (inztestid), which the error log carries too.
      return { kind: 'failed', reference: payload.inztestid, payload };
  }
}

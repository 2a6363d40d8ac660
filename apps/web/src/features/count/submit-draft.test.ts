import { setBirdCount } from '@tvt/domain';
import { describe, expect, it, vi } from 'vitest';
import type { SubmitResult } from './api/submit-count.ts';
import { submitDraft, type SubmitDeps } from './submit-draft.ts';
import { draftFixture, MEREL } from './test-fixtures.ts';

function deps(result: SubmitResult) {
  const queue = vi.fn<SubmitDeps['queue']>(() => Promise.resolve(undefined));
  const logError = vi.fn<SubmitDeps['logError']>();
  const send = vi.fn<SubmitDeps['send']>(() => Promise.resolve(result));
  return { send, queue, logError, referralCode: undefined };
}

const ready = () => {
  const draft = draftFixture({
    page: 'count-summary',
    date: { date: '2025-01-25', hour: 10, minute: 0 },
  });
  draft.count.birds = setBirdCount({}, MEREL, 2);
  return draft;
};

describe('submitting a count', () => {
  it('is sent when the server stores it', async () => {
    const d = deps({ kind: 'ok', tellingUUID: 'u-1' });
    const outcome = await submitDraft(ready(), d);
    expect(outcome).toMatchObject({ kind: 'sent', tellingUUID: 'u-1' });
    expect(d.queue).not.toHaveBeenCalled();
  });

  it('goes into the outbox when the server cannot be reached', async () => {
    const d = deps({ kind: 'unreachable', reason: 'HTTP 503' });
    const outcome = await submitDraft(ready(), d);
    expect(outcome.kind).toBe('queued');
    const [queued, reason] = d.queue.mock.calls[0]!;
    expect(queued.countId).toBe(ready().count.countId);
    expect(reason).toBe('HTTP 503');
  });

  it('returns to the step of a refused field without logging', async () => {
    const d = deps({
      kind: 'invalid',
      message: 'Vul je e-mailadres in.',
      field: 'userData.emailAddress',
    });
    expect(await submitDraft(ready(), d)).toEqual({
      kind: 'invalid',
      message: 'Vul je e-mailadres in.',
      field: 'userData.emailAddress',
      step: 'personal-information',
    });
    expect(d.logError).not.toHaveBeenCalled();
  });

  it('fails for good on another refusal, logs it and gives the epoch reference', async () => {
    const d = deps({ kind: 'refused', status: 409, message: 'conflict' });
    const draft = ready();
    const outcome = await submitDraft(draft, d);
    expect(outcome).toMatchObject({ kind: 'failed', reference: draft.count.inztestid });
    expect(d.logError).toHaveBeenCalledOnce();
  });

  it('propagates an outbox that cannot store, so the draft is kept', async () => {
    const d = deps({ kind: 'unreachable', reason: 'offline' });
    d.queue.mockRejectedValue(new Error('IndexedDB refused'));
    await expect(submitDraft(ready(), d)).rejects.toThrow('IndexedDB refused');
  });
});

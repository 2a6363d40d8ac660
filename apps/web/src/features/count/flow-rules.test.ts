import { setBirdCount, UNRECOGNISED_BIRD } from '@tvt/domain';
import { describe, expect, it } from 'vitest';
import { buildPayload } from './build-payload.ts';
import {
  backLink,
  finishFirstCount,
  repairDraftDate,
  stepForDeepLink,
  stepForField,
  stepForPhase,
} from './flow-rules.ts';
import { draftFixture, MEREL, PIMPELMEES } from './test-fixtures.ts';

const ALLOWED = ['2025-01-26', '2025-01-25', '2025-01-24'];

describe('back buttons (spec 2, decision 025)', () => {
  const anonymous = { accountDetailsOnly: false };
  it('returns each step to the one before', () => {
    expect(backLink('count-place', anonymous)).toEqual({ label: 'Telling', to: 'first-count' });
    expect(backLink('personal-information', anonymous)).toEqual({
      label: 'Telplek',
      to: 'count-place',
    });
    expect(backLink('count-summary', anonymous)).toEqual({
      label: 'Je gegevens',
      to: 'personal-information',
    });
  });

  it('has none on the first and the last steps', () => {
    for (const step of ['pre', 'after', 'first-count', 'done'] as const) {
      expect(backLink(step, anonymous)).toBeUndefined();
      expect(backLink(step, { accountDetailsOnly: true })).toBeUndefined();
    }
  });

  it('skips a personal step that only confirmed the account', () => {
    const account = { accountDetailsOnly: true };
    expect(backLink('count-summary', account)).toEqual({ label: 'Telplek', to: 'count-place' });
    expect(backLink('personal-information', account)).toEqual({
      label: 'Telplek',
      to: 'count-place',
    });
  });
});

describe('count steps', () => {
  it('follows the phase', () => {
    const draft = draftFixture({ page: 'count-summary' });
    expect(stepForPhase(1, draft)).toBe('pre');
    expect(stepForPhase(3, draft)).toBe('after');
    expect(stepForPhase(2, draft)).toBe('count-summary');
    expect(stepForPhase(2, undefined)).toBe('first-count');
    expect(stepForPhase(2, draftFixture({ page: 'after' }))).toBe('first-count');
  });

  it('opens a deep link only at a step the draft has reached', () => {
    const draft = draftFixture({ page: 'personal-information' });
    expect(stepForDeepLink('count-place', 'personal-information', draft)).toBe('count-place');
    expect(stepForDeepLink('count-summary', 'personal-information', draft)).toBe(
      'personal-information',
    );
    expect(stepForDeepLink('count-summary', 'count-summary', { ...draft, formValid: false })).toBe(
      'count-summary',
    );
    expect(stepForDeepLink('count-summary', 'count-summary', { ...draft, formValid: true })).toBe(
      'count-summary',
    );
    expect(stepForDeepLink('done', 'first-count', draft)).toBe('first-count');
  });

  it('finishing the first step computes totals and defaults the time to now', () => {
    const draft = draftFixture();
    draft.count.birds = setBirdCount(setBirdCount({}, MEREL, 12), PIMPELMEES, 3);
    const next = finishFirstCount(
      { ...draft, date: { date: '2025-01-25', hour: undefined, minute: undefined } },
      ALLOWED,
      new Date('2025-01-25T13:07:00Z'),
    );
    expect(next.page).toBe('count-place');
    expect(next.count.birdsCountedTotal).toBe(15);
    expect(next.count.hasSuspiciousValues).toBe(true);
    expect(next.date).toEqual({ date: '2025-01-25', hour: 14, minute: 7 });
  });

  it('keeps a chosen time, and counts nothing for "Geen vogels gezien"', () => {
    const draft = draftFixture({ date: { date: '2025-01-24', hour: 8, minute: 30 } });
    draft.count.birds = setBirdCount({}, MEREL, 2);
    draft.count.birdsSeen = false;
    const next = finishFirstCount(draft, ALLOWED, new Date('2025-01-25T13:07:00Z'));
    expect(next.date).toEqual({ date: '2025-01-24', hour: 8, minute: 30 });
    expect(next.count.birdsCountedTotal).toBe(0);
    expect(next.count.birds).toEqual(draft.count.birds);
    expect(buildPayload(next, undefined).birds).toEqual({});
  });

  it('repairs a date outside the window, keeping the time', () => {
    const draft = draftFixture({
      page: 'count-place',
      date: { date: '2024-12-31', hour: 10, minute: 15 },
    });
    draft.count.birds = setBirdCount({}, MEREL, 1);
    expect(repairDraftDate(draft, ALLOWED, new Date('2025-01-26T10:00:00Z')).date).toEqual({
      date: '2025-01-26',
      hour: 10,
      minute: 15,
    });
  });

  it('restarts the date from today on first-count with no birds', () => {
    const draft = draftFixture({
      page: 'first-count',
      date: { date: '2025-01-24', hour: 10, minute: 15 },
    });
    expect(repairDraftDate(draft, ALLOWED, new Date('2025-01-25T10:00:00Z')).date).toEqual({
      date: '2025-01-25',
      hour: undefined,
      minute: undefined,
    });
  });

  it('sends a refused field back to its step', () => {
    expect(stepForField('userData.emailAddress')).toBe('personal-information');
    expect(stepForField('location.postalCode')).toBe('personal-information');
    expect(stepForField('birds.merel')).toBe('first-count');
    expect(stepForField('unrecognizedBirdRemarks')).toBe('first-count');
    expect(stepForField('metaData.groottetuin')).toBe('count-place');
    expect(stepForField('countedon')).toBe('count-place');
    expect(stepForField(undefined)).toBe('count-summary');
  });
});

describe('submission payload', () => {
  it('carries countedon, totals, the referral code, and drops an empty phone', () => {
    const draft = draftFixture({ date: { date: '2025-01-25', hour: 10, minute: 15 } });
    draft.count.birds = setBirdCount(setBirdCount({}, MEREL, 2), UNRECOGNISED_BIRD, 1);
    draft.count.unrecognizedBirdRemarks = '  klein en bruin ';
    draft.count.userData.phoneNumber = '';
    draft.count.userData.permissionToCall = true;
    const payload = buildPayload(draft, 'ref-1');
    expect(payload.countedon).toBe('2025-01-25T10:15:00.000Z');
    expect(payload.birdsCountedTotal).toBe(3);
    expect(payload.unrecognizedBirdRemarks).toBe('klein en bruin');
    expect(payload.referralCode).toBe('ref-1');
    expect(payload.userData).not.toHaveProperty('phoneNumber');
    expect(payload.userData).not.toHaveProperty('permissionToCall');
    expect(payload).not.toHaveProperty('birdsSeen');
    expect(payload.countId).toBe(draft.count.countId);
  });

  it('leaves out the description when no unrecognised bird is counted', () => {
    const draft = draftFixture({ date: { date: '2025-01-25', hour: 10, minute: 15 } });
    draft.count.unrecognizedBirdRemarks = 'iets';
    expect(buildPayload(draft, undefined)).not.toHaveProperty('unrecognizedBirdRemarks');
  });

  it('refuses to build without a time', () => {
    expect(() => buildPayload(draftFixture(), undefined)).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { newCountDraft } from './count-draft.ts';
import { answerPop, isHalfFinished, moveFor, trailOf, trailsOnArrival } from './step-history.ts';

const BIRD = { birdCount: 1, birdCountSuspicious: false, birdName: 'Merel', birdImage: '' };
const draft = newCountDraft({ now: new Date('2026-01-24T10:00:00Z'), randomUUID: () => 'x' });

describe('the count in the history (decision 111)', () => {
  it('opens a later step with an entry for each step before it', () => {
    expect(trailsOnArrival('first-count')).toEqual([['first-count']]);
    expect(trailsOnArrival('personal-information')).toEqual([
      ['first-count'],
      ['first-count', 'count-place'],
      ['first-count', 'count-place', 'personal-information'],
    ]);
    expect(trailsOnArrival('done')).toEqual([['done']]);
  });

  it('pushes a new step and goes back in history to one the trail holds', () => {
    expect(moveFor(['first-count'], 'count-place')).toEqual({
      kind: 'push',
      trail: ['first-count', 'count-place'],
    });
    expect(moveFor(['first-count', 'count-place'], 'count-place')).toEqual({ kind: 'none' });
    // The summary's back to Telplek for an account's details skips the personal step's entry.
    expect(
      moveFor(
        ['first-count', 'count-place', 'personal-information', 'count-summary'],
        'count-place',
      ),
    ).toEqual({ kind: 'back', delta: -2 });
  });

  it('the back button shows the earlier step, and leaves a finished count past its entries', () => {
    expect(answerPop(['first-count', 'count-place'], 'personal-information')).toEqual({
      kind: 'show',
      step: 'count-place',
    });
    expect(answerPop(['first-count', 'count-place', 'personal-information'], 'done')).toEqual({
      kind: 'go',
      delta: -3,
    });
    // Forward into a later step: refused, back to the entry of the step shown.
    expect(answerPop(['first-count', 'count-place'], 'first-count')).toEqual({
      kind: 'go',
      delta: -1,
    });
    // An old count's done page after a new count started: out past its entries.
    expect(answerPop(['first-count', 'done'], 'first-count')).toEqual({ kind: 'go', delta: -2 });
    expect(answerPop(['first-count'], 'first-count')).toEqual({ kind: 'none' });
  });

  it('reads only a trail of known steps from the history state', () => {
    expect(trailOf({ countTrail: ['first-count'] })).toEqual(['first-count']);
    expect(trailOf({ countTrail: ['elsewhere'] })).toBeUndefined();
    expect(trailOf({ countTrail: [] })).toBeUndefined();
    expect(trailOf(null)).toBeUndefined();
  });

  it('asks before leaving once a bird is counted or the first step is done', () => {
    expect(isHalfFinished(draft)).toBe(false);
    const counted = { ...draft, count: { ...draft.count, birds: { 1: BIRD } } };
    expect(isHalfFinished(counted)).toBe(true);
    expect(isHalfFinished({ ...draft, page: 'count-place' })).toBe(true);
    expect(isHalfFinished({ ...draft, page: 'done' })).toBe(false);
  });
});

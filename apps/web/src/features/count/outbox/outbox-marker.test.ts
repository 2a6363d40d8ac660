// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearOutboxPending,
  hasOutboxPending,
  markOutboxPending,
  OUTBOX_PENDING_KEY,
} from './outbox-marker.ts';
import { scheduleOutboxSync } from './schedule-outbox-sync.ts';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('outbox pending marker', () => {
  it('is set by a queued count and cleared when nothing waits', () => {
    expect(hasOutboxPending()).toBe(false);
    markOutboxPending();
    expect(localStorage.getItem(OUTBOX_PENDING_KEY)).toBe('1');
    expect(hasOutboxPending()).toBe(true);
    clearOutboxPending();
    expect(hasOutboxPending()).toBe(false);
  });

  it('keeps the start free of outbox work when nothing is queued', () => {
    vi.useFakeTimers();
    scheduleOutboxSync();
    expect(vi.getTimerCount()).toBe(0);
    markOutboxPending();
    // jsdom queues its own timer for the storage event; count ours relative to that.
    const before = vi.getTimerCount();
    const cancel = scheduleOutboxSync();
    expect(vi.getTimerCount()).toBe(before + 1);
    cancel();
    expect(vi.getTimerCount()).toBe(before);
  });
});

import { setBirdCount } from '@tvt/domain';
import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  DRAFT_KEYS,
  loadDraft,
  loadOutcome,
  saveDraft,
  saveOutcome,
} from './draft-storage.ts';
import { draftFixture, IJSVOGEL, MEREL, memoryStorage, UUID } from './test-fixtures.ts';

describe('count draft storage', () => {
  it('uses exactly the spec keys', () => {
    expect(Object.values(DRAFT_KEYS).sort()).toEqual(
      [
        'countBirds',
        'countBirdsAddedFromFilter',
        'countBirdsFilter',
        'countCurrentPage',
        'countDate',
        'countFormValid',
        'countImageFile',
        'countImageUUID',
        'countObject',
        'countPrimaryBirds',
        'countSucces',
      ].sort(),
    );
  });

  it('restores everything that was saved', () => {
    const storage = memoryStorage();
    const draft = draftFixture({
      page: 'personal-information',
      date: { date: '2025-01-25', hour: 9, minute: 5 },
      birdsFilter: 'ijs',
      primaryBirds: [MEREL],
      birdsAddedFromFilter: [IJSVOGEL],
      formValid: true,
      imageUUID: UUID,
      imageFile: 'data:image/jpeg;base64,AAAA',
    });
    draft.count.birds = setBirdCount({}, MEREL, 3);
    draft.count.userData.firstName = 'Zoë';
    saveDraft(storage, draft);
    expect(loadDraft(storage)).toEqual(draft);
    expect(storage.getItem('countCurrentPage')).toBe('"personal-information"');
  });

  it('has no draft without a count object, and survives damaged keys', () => {
    const storage = memoryStorage();
    expect(loadDraft(storage)).toBeUndefined();
    saveDraft(storage, draftFixture());
    storage.setItem('countDate', '{kapot');
    storage.setItem('countCurrentPage', 'onzin');
    storage.setItem('countPrimaryBirds', '"geen lijst"');
    const loaded = loadDraft(storage);
    expect(loaded?.page).toBe('first-count');
    expect(loaded?.date).toEqual({ date: undefined, hour: undefined, minute: undefined });
    expect(loaded?.primaryBirds).toEqual([]);
    expect(loaded?.count.countId).toBe(UUID);
  });

  it('saves the draft without the photo when the device refuses the photo', () => {
    const storage = memoryStorage((key) => key === 'countImageFile');
    saveDraft(
      storage,
      draftFixture({ imageFile: 'data:image/jpeg;base64,' + 'A'.repeat(100), imageUUID: UUID }),
    );
    const loaded = loadDraft(storage);
    expect(loaded?.imageFile).toBeUndefined();
    expect(loaded?.imageUUID).toBe(UUID);
  });

  it('clears every key, and keeps only the outcome after a submission', () => {
    const storage = memoryStorage();
    saveDraft(storage, draftFixture({ page: 'count-summary' }));
    saveOutcome(storage, true);
    expect(loadDraft(storage)).toBeUndefined();
    expect(loadOutcome(storage)).toBe(true);
    clearDraft(storage);
    expect(storage.length).toBe(0);
    expect(loadOutcome(storage)).toBeUndefined();
  });
});

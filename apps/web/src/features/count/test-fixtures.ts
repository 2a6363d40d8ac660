import type { CountBird } from '@tvt/domain';
import { newCountDraft, type CountDraft } from './count-draft.ts';

/** Shared by the unit tests of this folder. */
export const MEREL: CountBird = {
  id: 'merel',
  tvtbirdid: 1,
  name: 'Merel',
  image: '/m.png',
  thresholdvalue: 10,
  primary: true,
};
export const PIMPELMEES: CountBird = {
  id: 'pimpelmees',
  tvtbirdid: 2,
  name: 'Pimpelmees',
  image: '/p.png',
  thresholdvalue: 20,
  primary: true,
};
export const IJSVOGEL: CountBird = {
  id: 'ijsvogel',
  tvtbirdid: 3,
  name: 'IJsvogel',
  image: '/i.png',
  thresholdvalue: 2,
  primary: false,
};

export const UUID = '3f2b8c4e-9a1d-4e5f-8b7c-6d5e4f3a2b1c';
export const START = new Date('2025-01-25T09:30:00Z');

export function draftFixture(patch: Partial<CountDraft> = {}): CountDraft {
  return { ...newCountDraft({ now: START, randomUUID: () => UUID }), ...patch };
}

/** A Storage over a Map, as jsdom's would behave, with an optional quota for one key. */
export function memoryStorage(refuse?: (key: string, value: string) => boolean): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      if (refuse?.(k, v)) throw new DOMException('quota', 'QuotaExceededError');
      map.set(k, v);
    },
    removeItem: (k) => void map.delete(k),
  };
}

import type { CountBird } from '@tvt/domain';
import {
  isCountStep,
  type CountDateDraft,
  type CountDraft,
  type CountObjectDraft,
} from './count-draft.ts';

/** Spec 3 "Local storage keys" of the count draft, one per draft field. */
export const DRAFT_KEYS = {
  page: 'countCurrentPage',
  count: 'countObject',
  date: 'countDate',
  imageUUID: 'countImageUUID',
  imageFile: 'countImageFile',
  formValid: 'countFormValid',
  succes: 'countSucces',
  birds: 'countBirds',
  birdsFilter: 'countBirdsFilter',
  birdsAddedFromFilter: 'countBirdsAddedFromFilter',
  primaryBirds: 'countPrimaryBirds',
} as const satisfies Record<keyof CountDraft, string>;

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function read(storage: DraftStorage, key: string): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    // A value written by another version as plain text (e.g. the page name).
    return raw;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const birdList = (v: unknown): CountBird[] =>
  Array.isArray(v)
    ? v.filter(
        (b): b is CountBird =>
          isObject(b) && typeof b.id === 'string' && typeof b.name === 'string',
      )
    : [];
const optionalNumber = (v: unknown) =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined;

function readDate(v: unknown): CountDateDraft {
  const o = isObject(v) ? v : {};
  return {
    date: typeof o.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(o.date) ? o.date : undefined,
    hour: optionalNumber(o.hour),
    minute: optionalNumber(o.minute),
  };
}

/**
 * The saved draft, or undefined when there is none. A draft exists when a count object with a
 * countId is stored; every other key falls back to its empty value when missing or damaged.
 */
export function loadDraft(storage: DraftStorage): CountDraft | undefined {
  const count = read(storage, DRAFT_KEYS.count);
  if (
    !isObject(count) ||
    typeof count.countId !== 'string' ||
    !isObject(count.userData) ||
    !isObject(count.location)
  ) {
    return undefined;
  }
  const page = read(storage, DRAFT_KEYS.page);
  const imageUUID = read(storage, DRAFT_KEYS.imageUUID);
  const imageFile = read(storage, DRAFT_KEYS.imageFile);
  const succes = read(storage, DRAFT_KEYS.succes);
  const filter = read(storage, DRAFT_KEYS.birdsFilter);
  return {
    page: isCountStep(page) ? page : 'first-count',
    count: {
      ...(count as unknown as CountObjectDraft),
      birds: isObject(count.birds) ? (count.birds as CountObjectDraft['birds']) : {},
      metaData: isObject(count.metaData) ? count.metaData : {},
      birdsSeen: count.birdsSeen !== false,
    },
    date: readDate(read(storage, DRAFT_KEYS.date)),
    imageUUID: typeof imageUUID === 'string' ? imageUUID : undefined,
    imageFile: typeof imageFile === 'string' ? imageFile : undefined,
    formValid: read(storage, DRAFT_KEYS.formValid) === true,
    succes: typeof succes === 'boolean' ? succes : undefined,
    birds: birdList(read(storage, DRAFT_KEYS.birds)),
    birdsFilter: typeof filter === 'string' ? filter : '',
    birdsAddedFromFilter: birdList(read(storage, DRAFT_KEYS.birdsAddedFromFilter)),
    primaryBirds: birdList(read(storage, DRAFT_KEYS.primaryBirds)),
  };
}

/**
 * Writes every key. The photo is the one large value: when the device refuses it (quota), the
 * draft is saved without it rather than not at all.
 */
export function saveDraft(storage: DraftStorage, draft: CountDraft): void {
  for (const [field, key] of Object.entries(DRAFT_KEYS) as [keyof CountDraft, string][]) {
    const value = draft[field];
    if (value === undefined) {
      storage.removeItem(key);
      continue;
    }
    try {
      storage.setItem(key, JSON.stringify(value));
    } catch (error) {
      if (field !== 'imageFile') throw error;
      storage.removeItem(key);
    }
  }
}

/** Spec 4: the draft is deleted in pre and after, and on the submission outcome. */
export function clearDraft(storage: DraftStorage): void {
  for (const key of Object.values(DRAFT_KEYS)) storage.removeItem(key);
}

/**
 * After the outcome only the done page survives a reload: the draft is cleared (spec 4), the
 * page and the success flag stay.
 */
export function saveOutcome(storage: DraftStorage, succes: boolean): void {
  clearDraft(storage);
  storage.setItem(DRAFT_KEYS.page, JSON.stringify('done'));
  storage.setItem(DRAFT_KEYS.succes, JSON.stringify(succes));
}

export function loadOutcome(storage: DraftStorage): boolean | undefined {
  if (read(storage, DRAFT_KEYS.page) !== 'done') return undefined;
  const succes = read(storage, DRAFT_KEYS.succes);
  return typeof succes === 'boolean' ? succes : undefined;
}

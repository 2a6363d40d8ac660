import type { CountBirds } from '@tvt/domain';

/**
 * The app's own keys beside the spec's draft keys (spec 3 names `count…` keys; these carry a
 * `tvt:` prefix so they can never collide with them). None holds personal data.
 */
export const UI_KEYS = {
  /** 'grid' or 'list': how the count screen shows the birds. */
  view: 'tvt:countView',
  /** Epoch milliseconds at which the participant started the 30-minute timer. */
  timerStartedAt: 'tvt:countTimerStartedAt',
  /** The last finished count as the done page shows it, until the next count starts. */
  lastCount: 'tvt:countLastDone',
} as const;

type UiStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type CountView = 'grid' | 'list';

export function loadView(storage: UiStorage): CountView {
  return storage.getItem(UI_KEYS.view) === 'list' ? 'list' : 'grid';
}

export function saveView(storage: UiStorage, view: CountView): void {
  storage.setItem(UI_KEYS.view, view);
}

export function loadTimerStart(storage: UiStorage): number | undefined {
  const raw = Number(storage.getItem(UI_KEYS.timerStartedAt) ?? Number.NaN);
  return Number.isFinite(raw) && raw > 0 ? raw : undefined;
}

export function saveTimerStart(storage: UiStorage, startedAt: number | undefined): void {
  if (startedAt === undefined) storage.removeItem(UI_KEYS.timerStartedAt);
  else storage.setItem(UI_KEYS.timerStartedAt, String(startedAt));
}

/** What the done page needs after a reload: the birds, the count's own moment, its ids. */
export interface LastCount {
  countId: string;
  birds: CountBirds;
  /** The count's `countedon` (ISO), not the moment it was saved. */
  countedOn: string;
  tellingUUID?: string;
  /** Sent at once: when (ISO). A queued count's moment comes from the outbox. */
  sentAt?: string;
  /** Failed only: the count's start epoch (inztestid), which the error log carries too. */
  reference?: number;
  /** How the submission ended on this page: stored, queued on the device, or refused. */
  kind: 'sent' | 'queued' | 'failed';
}

export function saveLastCount(storage: UiStorage, last: LastCount): void {
  try {
    storage.setItem(UI_KEYS.lastCount, JSON.stringify(last));
  } catch {
    // Storage full: the done page then shows only its status, the count itself is safe.
  }
}

export function loadLastCount(storage: UiStorage): LastCount | undefined {
  try {
    const v = JSON.parse(storage.getItem(UI_KEYS.lastCount) ?? 'null') as Partial<LastCount> | null;
    if (!v || typeof v.countId !== 'string' || typeof v.countedOn !== 'string') return undefined;
    if (typeof v.birds !== 'object' || v.birds === null) return undefined;
    const kind = v.kind === 'queued' || v.kind === 'failed' ? v.kind : 'sent';
    return {
      countId: v.countId,
      birds: v.birds,
      countedOn: v.countedOn,
      kind,
      ...(typeof v.tellingUUID === 'string' && { tellingUUID: v.tellingUUID }),
      ...(typeof v.reference === 'number' && { reference: v.reference }),
      ...(typeof v.sentAt === 'string' && { sentAt: v.sentAt }),
    };
  } catch {
    return undefined;
  }
}

/** A new count starts: the last count's page and the timer go. The view choice stays. */
export function clearFinishedCount(storage: UiStorage): void {
  storage.removeItem(UI_KEYS.lastCount);
  storage.removeItem(UI_KEYS.timerStartedAt);
}

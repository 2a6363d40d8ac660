/**
 * A one-byte hint in local storage that counts are waiting in the IndexedDB outbox, so the app
 * start loads the outbox code only when there is something to send: for everyone else it stays
 * out of the first load (the /home budget). When storage cannot be read, assume there is.
 */
export const OUTBOX_PENDING_KEY = 'countOutboxPending';

export function markOutboxPending(): void {
  try {
    localStorage.setItem(OUTBOX_PENDING_KEY, '1');
  } catch {
    // Without local storage the start always loads the outbox; nothing is lost.
  }
}

export function clearOutboxPending(): void {
  try {
    localStorage.removeItem(OUTBOX_PENDING_KEY);
  } catch {
    // See markOutboxPending.
  }
}

export function hasOutboxPending(): boolean {
  try {
    return localStorage.getItem(OUTBOX_PENDING_KEY) !== null;
  } catch {
    return true;
  }
}

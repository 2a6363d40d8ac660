import { useEffect, useState } from 'react';
import type { OutboxEntry } from './outbox-store.ts';
import { OUTBOX_CHANGED, outboxEvents, outboxStore } from './outbox-sync.ts';

/** The outbox entries, refreshed whenever the outbox changes. */
export function useOutboxEntries(): OutboxEntry[] {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  useEffect(() => {
    let alive = true;
    const load = () =>
      void outboxStore()
        .all()
        .then(
          (all) => alive && setEntries(all.sort((a, b) => b.queuedAt.localeCompare(a.queuedAt))),
        )
        .catch(() => undefined);
    load();
    outboxEvents.addEventListener(OUTBOX_CHANGED, load);
    return () => {
      alive = false;
      outboxEvents.removeEventListener(OUTBOX_CHANGED, load);
    };
  }, []);
  return entries;
}

import { useEffect, useState } from 'react';
import { formatCountMoment, formatCountedOn } from '../steps/count-status-box.tsx';
import { flushNow } from './outbox-sync.ts';
import { RefusedCount } from './refused-count.tsx';
import type { OutboxEntry } from './outbox-store.ts';
import { useOutboxEntries } from './use-outbox.ts';

/** Sent counts are mentioned for a day; pending and failed ones until they are resolved. */
const RECENT_MS = 24 * 3_600_000;

function line(entry: OutboxEntry): string {
  // The count's own moment, not when it was put in the outbox.
  const counted = formatCountedOn(entry.payload.countedon);
  if (entry.state === 'sent')
    return `Je telling van ${counted} is verstuurd op ${formatCountMoment(entry.sentAt ?? entry.queuedAt)}.`;
  return `Je telling van ${counted} is bewaard op dit apparaat en wordt automatisch verstuurd zodra er verbinding is.`;
}

/** The counts this device keeps or recently sent, so a queued count is never out of sight. */
export function OutboxStatus({ only }: { only?: string }) {
  const entries = useOutboxEntries();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  const shown = entries.filter(
    (e) =>
      (only === undefined || e.countId === only) &&
      (e.state !== 'sent' || now - Date.parse(e.sentAt ?? e.queuedAt) < RECENT_MS),
  );
  if (shown.length === 0) return null;
  const pending = shown.some((e) => e.state === 'pending');
  const refused = shown.some((e) => e.state === 'failed');
  const tone = refused ? 'notice--warning' : pending ? 'notice--info' : 'notice--success';
  return (
    <div className={`notice ${tone} outbox-status`} role="status" aria-live="polite">
      {shown.map((entry) =>
        entry.state === 'failed' ? (
          <RefusedCount key={entry.countId} entry={entry} />
        ) : (
          <p key={entry.countId} data-state={entry.state}>
            {line(entry)}
          </p>
        ),
      )}
      {pending && (
        <button
          type="button"
          className="link-button"
          onClick={() => void flushNow(true).catch(() => undefined)}
        >
          Nu opnieuw proberen
        </button>
      )}
    </div>
  );
}

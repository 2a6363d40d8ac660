import { countedOnText } from '@tvt/domain';
import { useEffect, useState } from 'react';
import type { OutboxEntry } from './outbox-store.ts';

/** The count as a file the person can keep or send on; nothing leaves the device by itself. */
function useDownloadUrl(entry: OutboxEntry): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const blob = new Blob([JSON.stringify(entry.payload, null, 2)], { type: 'application/json' });
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [entry.payload]);
  return url;
}

/**
 * A count the server refused with an answer no retry can change (issue 11): the app stops
 * trying, keeps the count on this device and says in Dutch what happened and what to do.
 */
export function RefusedCount({ entry }: { entry: OutboxEntry }) {
  const url = useDownloadUrl(entry);
  const counted = countedOnText(entry.payload.countedon);
  return (
    <div className="refused-count" data-state="failed">
      <p>
        Je telling van {counted} is niet aangenomen door de Tuinvogeltelling
        {entry.lastError ? `: ${entry.lastError}` : '.'} Opnieuw versturen helpt niet, dus de app
        probeert het niet meer.
      </p>
      <p>
        Je telling is niet verloren: hij blijft bewaard op dit apparaat. Download je telling en
        stuur het bestand naar de organisatie van de Tuinvogeltelling, dan kan je telling alsnog
        meetellen.
      </p>
      {url && (
        <a className="link-button" href={url} download={`tuinvogeltelling-${entry.countId}.json`}>
          Telling downloaden
        </a>
      )}
    </div>
  );
}

import type { LastCount } from '../count-ui-storage.ts';
import { useOutboxEntries } from '../outbox/use-outbox.ts';
import type { CountStatus } from './count-status-box.tsx';

/**
 * The done page's status of the last count: what the submission said, overtaken by the outbox
 * the moment it sends (or gives up on) the queued count.
 */
export function useCountStatus(last: LastCount): CountStatus {
  const entry = useOutboxEntries().find((e) => e.countId === last.countId);
  if (entry?.state === 'sent' || last.kind === 'sent')
    return {
      kind: 'sent',
      tellingUUID: last.tellingUUID ?? entry?.tellingUUID,
      sentAt: entry?.sentAt ?? last.sentAt,
    };
  if (entry?.state === 'failed') return { kind: 'refused', entry };
  if (last.kind === 'failed') return { kind: 'failed', reference: last.reference };
  return { kind: 'queued' };
}

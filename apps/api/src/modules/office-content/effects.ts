import type { AuditEntry } from '../audit/service.ts';
import type { OfficeActor } from '../office-access/require-role.ts';

export type { OfficeActor };

/** What every office content write does after it is stored: audit it, then tell every instance. */
export interface OfficeWriteEffects {
  audit: { record(entry: AuditEntry): Promise<unknown> };
  /** The content-version bump (read-cache README): cached public answers renew everywhere. */
  contentChanged: () => Promise<unknown>;
}

/** Records the change (before and after) and bumps the content version. */
export async function afterWrite(effects: OfficeWriteEffects, entry: AuditEntry) {
  await effects.audit.record(entry);
  await effects.contentChanged();
}

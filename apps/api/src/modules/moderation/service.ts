import {
  DEFAULT_MODERATION_LIMITS,
  type ModerationLimits,
  type ModerationState,
  moderationReasons,
} from '@tvt/domain';
import type {
  ModerationDecisionResponse,
  ModerationPersonalResponse,
  ModerationQueueResponse,
} from '@tvt/contract/office';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { HttpError } from '../../http-error.ts';
import type { ModerationQueueRepository, QueueFilter } from './queue-repository.ts';
import type { ModerationScanRepository } from './scan-repository.ts';

export const NOT_IN_QUEUE = 'Deze telling staat niet in de moderatielijst.';
export const COUNT_NOT_FOUND = 'Deze telling bestaat niet.';

export interface OfficeActor {
  accountId: string;
}

export interface AuditEntry {
  /** Null for an operator's command. */
  actor: OfficeActor | null;
  action: string;
  entity: string;
  entityId?: string;
  before?: unknown;
  after?: unknown;
}

export interface ModerationServiceDeps {
  scan: ModerationScanRepository;
  queue: ModerationQueueRepository;
  /** The counting days of a campaign year; null when that campaign is not known. */
  countingDaysOf: (year: number) => Promise<readonly string[] | null>;
  /** The results module's exclusion (`ResultsService.setExcluded`): one place leaves counts out. */
  setExcluded: (
    id: string,
    excluded: boolean,
    event: { reason: string; actor: string },
  ) => Promise<'changed' | 'unchanged'>;
  audit: (entry: AuditEntry) => Promise<void>;
  now: () => Date;
  limits?: ModerationLimits;
  /** Each scan re-reads this much before its cursor (statements that committed late). */
  marginSeconds?: number;
}

// Small batches with a turn of the event loop between them: on the embedded database every
// query runs on the server's own thread, and a catch-up scan (after an import or a long stop)
// that chained 20 batches of 500 held readers up for 1.5 s (issue 16).
const SCAN_BATCH = 100;
const SCAN_BATCHES = 100;

export function createModerationService(deps: ModerationServiceDeps) {
  const limits = deps.limits ?? DEFAULT_MODERATION_LIMITS;
  const margin = deps.marginSeconds ?? 30;
  let running: Promise<number> | undefined;

  /** Reads up to `maxBatches` bounded batches of new counts and queues the suspicious ones. */
  async function scanOnce(maxBatches: number): Promise<number> {
    let flaggedTotal = 0;
    const days = new Map<number, readonly string[] | null>();
    let after = await deps.scan.start(margin);
    for (let i = 0; i < maxBatches; i += 1) {
      const rows = await deps.scan.next(SCAN_BATCH, after, limits.windowMinutes, {
        address: limits.burstAddress,
        network: limits.burstNetwork,
      });
      if (rows.length === 0) break;
      const flagged = [];
      for (const row of rows) {
        if (!days.has(row.campaignYear))
          days.set(row.campaignYear, await deps.countingDaysOf(row.campaignYear));
        const reasons = moderationReasons(
          { ...row, countingDays: days.get(row.campaignYear) ?? null },
          limits,
        );
        if (reasons.length > 0)
          flagged.push({ submissionId: row.id, campaignYear: row.campaignYear, reasons });
      }
      const last = rows[rows.length - 1]!;
      after = { receivedAt: last.receivedAt, id: last.id };
      await deps.scan.record(flagged, after);
      flaggedTotal += flagged.length;
      if (rows.length < SCAN_BATCH) break;
      await nextTurn();
    }
    return flaggedTotal;
  }

  /** One scan at a time per instance; a caller during a scan shares it. */
  function scan(maxBatches = SCAN_BATCHES): Promise<number> {
    running ??= scanOnce(maxBatches).finally(() => {
      running = undefined;
    });
    return running;
  }

  const waitingCount = (campaign?: number) => deps.queue.total({ state: 'waiting', campaign });

  async function queue(filter: QueueFilter): Promise<ModerationQueueResponse> {
    await scan();
    const [rows, total, waiting] = [
      await deps.queue.list(filter),
      await deps.queue.total(filter),
      await waitingCount(filter.campaign),
    ];
    return {
      data: rows.map(({ receivedAt, decidedAt, reasons, state, birds, ...row }) => ({
        ...row,
        receivedAt: receivedAt.toISOString(),
        decidedAt: decidedAt?.toISOString() ?? null,
        reasons: reasons as ModerationQueueResponse['data'][number]['reasons'],
        state: state as ModerationState,
        birds: birds.map((b) => ({
          birdId: b.birdId,
          name: b.name ?? 'Niet herkend',
          count: b.count,
          suspicious: b.suspicious,
          threshold: b.threshold ?? null,
        })),
      })),
      total,
      waiting,
    };
  }

  /**
   * Accepts (keeps in, or takes back in) or excludes (with a reason) up to 100 counts of the
   * queue. All must be in the queue, else nothing changes (404). Each change is audited.
   */
  async function decide(
    input: { tellingUUIDs: string[]; decision: 'accept' | 'exclude'; reason?: string },
    actor: OfficeActor,
  ): Promise<ModerationDecisionResponse> {
    const ids = [...new Set(input.tellingUUIDs)];
    const found = new Map((await deps.queue.states(ids)).map((s) => [s.id, s]));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw new HttpError(404, NOT_IN_QUEUE, 'tellingUUIDs');
    const exclude = input.decision === 'exclude';
    const state: ModerationState = exclude ? 'excluded' : 'accepted';
    const reason = exclude ? input.reason!.trim() : 'Geaccepteerd in de moderatie';
    const by = `office:${actor.accountId}`;
    for (const id of ids) {
      const before = found.get(id)!;
      if (before.excluded !== exclude) await deps.setExcluded(id, exclude, { reason, actor: by });
      const note = exclude ? reason : null;
      await deps.queue.decide(id, { state, by: actor.accountId, note, at: deps.now() });
      await deps.audit({
        actor,
        action: `moderation.${input.decision}`,
        entity: 'count',
        entityId: id,
        before: { state: before.state, excluded: before.excluded },
        after: { state, excluded: exclude, ...(exclude ? { reason } : {}) },
      });
    }
    return {
      data: ids.map((tellingUUID) => ({ tellingUUID, state })),
      waiting: await waitingCount(),
    };
  }

  /** The personal part of one count, for an admin; the reading itself is audited. */
  async function personal(id: string, actor: OfficeActor): Promise<ModerationPersonalResponse> {
    const row = await deps.queue.personal(id);
    if (!row) throw new HttpError(404, COUNT_NOT_FOUND, 'tellingUUID');
    await deps.audit({ actor, action: 'moderation.personal.view', entity: 'count', entityId: id });
    const { remarks, unrecognizedBirdRemarks, ...person } = row;
    return {
      tellingUUID: id,
      personal:
        person.firstName === null
          ? null
          : (person as NonNullable<ModerationPersonalResponse['personal']>),
      remarks,
      unrecognizedBirdRemarks,
    };
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    scan,
    queue,
    /** Counts waiting for a moderator's look (the office dashboard shows it). */
    waitingCount,
    decide,
    personal,
    /** Scans every `intervalMs` in the background (unref'd); errors go to `onError`. */
    start(intervalMs: number, onError: (error: unknown) => void) {
      timer ??= setInterval(() => void scan().catch(onError), intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;

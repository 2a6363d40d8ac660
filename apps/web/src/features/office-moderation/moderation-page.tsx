import './office-moderation.css';
import { useEffect, useId, useRef, useState } from 'react';
import { MODERATION_REASON_LABELS } from '@tvt/domain';
import { HttpError } from '#shared/http/index.ts';
import { OfficePage, useOfficeRoles } from '../office-common/index.ts';
import { useModerationDecision } from './moderation-decide.ts';
import { ExcludeDialog } from './exclude-dialog.tsx';
import { ModerationRow, countLabel } from './moderation-row.tsx';
import { SHORTCUT_HELP, focusRow, moderationKeys } from './moderation-shortcuts.ts';
import { PAGE_SIZE, type ModerationState, useModerationQueue } from './moderation-queue-query.ts';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const TABS: { state: ModerationState; label: string }[] = [
  { state: 'waiting', label: 'Wachtend' },
  { state: 'accepted', label: 'Geaccepteerd' },
  { state: 'excluded', label: 'Uitgesloten' },
];

/**
 * The moderation queue (issue 12): counts the scan flagged, without personal data. Accept, or
 * exclude with a reason; one at a time or the selected ones together.
 */
export function ModerationPage() {
  // Only an admin may open a count's personal part (the API refuses anyone else too).
  const canSeePersonal = useOfficeRoles().includes('admin');
  const [state, setState] = useState<ModerationState>('waiting');
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // The counts the exclude dialog asks a reason for; undefined while it is closed.
  const [excluding, setExcluding] = useState<string[]>();
  // After a decision the focus goes to the row now at the same place (the next one).
  const [refocus, setRefocus] = useState<number>();
  const tableRef = useRef<HTMLDivElement>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string }>();
  const queue = useModerationQueue(state, page);
  const decision = useModerationDecision();
  const statusId = useId();
  // A decision disables its button while it runs and then takes its row out of the list, so
  // the focus falls to the page body: the message that says what happened takes it instead.
  useEffect(() => {
    const active = document.activeElement;
    if (message && (!active || active === document.body))
      document.getElementById(statusId)?.focus();
  }, [message, statusId]);
  const items = queue.data?.data ?? [];
  useEffect(() => {
    if (refocus === undefined || decision.isPending || queue.isFetching) return;
    focusRow(tableRef.current, Math.min(refocus, items.length - 1));
    setRefocus(undefined);
  }, [refocus, decision.isPending, queue.isFetching, items.length]);

  const show = (next: ModerationState) => {
    setState(next);
    setPage(0);
    setSelected(new Set());
    setMessage(undefined);
  };
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  const decide = (ids: string[], kind: 'accept' | 'exclude', reason?: string) => {
    if (ids.length === 0) return;
    if (kind === 'exclude' && reason === undefined) {
      setExcluding(ids);
      return;
    }
    setExcluding(undefined);
    decision.mutate(
      { tellingUUIDs: ids, decision: kind, ...(kind === 'exclude' ? { reason } : {}) },
      {
        onSuccess: (answer) => {
          setSelected(new Set());
          if (ids.length === 1) setRefocus(items.findIndex((i) => i.tellingUUID === ids[0]));
          const n = answer.data.length;
          const what = kind === 'exclude' ? 'uitgesloten' : 'geaccepteerd';
          setMessage({
            kind: 'info',
            text: `${n} ${n === 1 ? 'telling' : 'tellingen'} ${what}. Nog ${answer.waiting} wachtend.`,
          });
        },
        onError: (error) =>
          setMessage({
            kind: 'error',
            text:
              error instanceof HttpError ? error.message : 'Dat lukte niet. Probeer het opnieuw.',
          }),
      },
    );
  };
  const total = queue.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <OfficePage
      heading="Moderatie"
      intro="Tellingen die opvallen. Accepteer ze, of sluit ze met een reden uit: een uitgesloten telling telt niet mee in de totalen en resultaten, wordt nooit verwijderd en kan weer meegeteld worden."
    >
      <div className="office-moderation">
        <div className="office-moderation__tabs" role="group" aria-label="Toon tellingen">
          {TABS.map((tab) => (
            <button
              key={tab.state}
              type="button"
              className="button button--secondary"
              aria-pressed={state === tab.state}
              onClick={() => show(tab.state)}
            >
              {tab.label}
              {tab.state === 'waiting' && queue.data ? ` (${queue.data.waiting})` : ''}
            </button>
          ))}
        </div>
        <div className="office-moderation__bar">
          <button
            type="button"
            className="button button--secondary"
            disabled={selected.size === 0 || decision.isPending}
            onClick={() => decide([...selected], 'accept')}
          >
            Selectie accepteren ({selected.size})
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={selected.size === 0 || decision.isPending}
            onClick={() => decide([...selected], 'exclude')}
          >
            Selectie uitsluiten… ({selected.size})
          </button>
        </div>
        <p className="office-moderation__sub">{SHORTCUT_HELP}</p>
        <div
          id={statusId}
          tabIndex={-1}
          role="status"
          aria-live="polite"
          className="office-moderation__status"
        >
          {message && (
            <p className={`notice notice--${message.kind === 'error' ? 'error' : 'info'}`}>
              {message.text}
            </p>
          )}
        </div>
        {queue.isError && (
          <p className="notice notice--error">
            {queue.error instanceof HttpError ? queue.error.message : 'De lijst laadt niet.'}
          </p>
        )}
        {queue.isPending ? (
          <p>Laden…</p>
        ) : items.length === 0 ? (
          <p>Geen tellingen in deze lijst.</p>
        ) : (
          <div
            className="office-moderation__table-wrap"
            ref={tableRef}
            onKeyDown={moderationKeys(items.length, (index, kind) =>
              decide([items[index]!.tellingUUID], kind),
            )}
          >
            <table className="office-moderation__table">
              <caption className="visually-hidden">
                {TABS.find((t) => t.state === state)?.label} tellingen, pagina {page + 1} van{' '}
                {pages}
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <input
                      type="checkbox"
                      aria-label="Alles op deze pagina selecteren"
                      checked={items.length > 0 && items.every((i) => selected.has(i.tellingUUID))}
                      onChange={(event) =>
                        setSelected(
                          event.target.checked
                            ? new Set(items.map((i) => i.tellingUUID))
                            : new Set(),
                        )
                      }
                    />
                  </th>
                  <th scope="col">Telling</th>
                  <th scope="col">Wat opvalt</th>
                  <th scope="col">Actie</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item, index) => (
                  <ModerationRow
                    key={item.tellingUUID}
                    item={item}
                    index={index}
                    reasonLabels={MODERATION_REASON_LABELS}
                    selected={selected.has(item.tellingUUID)}
                    onSelect={(on) => toggle(item.tellingUUID, on)}
                    busy={decision.isPending}
                    onDecide={(kind) => decide([item.tellingUUID], kind)}
                    canSeePersonal={canSeePersonal}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {pages > 1 && (
          <nav className="office-moderation__pages" aria-label="Pagina's">
            <button
              type="button"
              className="button button--secondary"
              disabled={page === 0}
              onClick={() => setPage(page - 1)}
            >
              Vorige
            </button>
            <span>
              Pagina {page + 1} van {pages}
            </span>
            <button
              type="button"
              className="button button--secondary"
              disabled={page + 1 >= pages}
              onClick={() => setPage(page + 1)}
            >
              Volgende
            </button>
          </nav>
        )}
      </div>
      {excluding && (
        <ExcludeDialog
          what={
            excluding.length === 1
              ? capitalise(countLabel(items.find((i) => i.tellingUUID === excluding[0])!))
              : `${excluding.length} tellingen`
          }
          busy={decision.isPending}
          onConfirm={(reason) => decide(excluding, 'exclude', reason)}
          onClose={() => setExcluding(undefined)}
        />
      )}
    </OfficePage>
  );
}

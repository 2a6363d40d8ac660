import type { ReactNode } from 'react';
import { dutchMessage } from '#shared/http/index.ts';
import './publish-actions.css';

const TIME = new Intl.DateTimeFormat('nl-NL', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Amsterdam',
});

/** The parts of a TanStack mutation the bar reads. */
export interface PublishState {
  isPending: boolean;
  isSuccess: boolean;
  error: Error | null;
  /** When the last save was sent (ms); 0 before the first. */
  submittedAt: number;
}

interface PublishActionsProps {
  state: PublishState;
  /** The primary button's text: 'Publiceren', 'Opslaan'. */
  label?: string;
  /** What the confirmation says before the time: 'Gepubliceerd', 'Opgeslagen'. */
  done?: string;
  /** Secondary buttons, shown before the primary one. */
  children?: ReactNode;
}

/**
 * The buttons at the foot of an office editor with the outcome beside the primary button
 * (issue 31: a confirmation at the button on every publish). The button stays focusable while
 * saving (aria-disabled, not disabled), so focus never drops to the page; the polite status is
 * emptied while saving, so a second publish is announced again.
 */
export function PublishActions({
  state,
  label = 'Publiceren',
  done = 'Gepubliceerd',
  children,
}: PublishActionsProps) {
  const { isPending, isSuccess, error, submittedAt } = state;
  const message =
    !isPending && isSuccess ? `${done} om ${TIME.format(new Date(submittedAt))}.` : '';
  return (
    <div className="publish-actions">
      {children}
      <button
        type="submit"
        className="button"
        aria-disabled={isPending || undefined}
        onClick={(event) => {
          if (isPending) event.preventDefault();
        }}
      >
        {isPending ? `${label}…` : label}
      </button>
      <p className="publish-actions__status" role="status">
        {message && <span className="publish-actions__done">{message}</span>}
      </p>
      {error && !isPending && (
        <p className="publish-actions__error" role="alert">
          {dutchMessage(error, 'Opslaan is niet gelukt. Probeer het opnieuw.')}
        </p>
      )}
    </div>
  );
}

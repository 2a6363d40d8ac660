import { formatRemaining, runningTotalText } from '@tvt/domain';
import { useCountTimer } from './use-count-timer.ts';

interface CountBarProps {
  birds: number;
  species: number;
}

/**
 * The bar that stays in view while counting: the running total and the optional half-hour timer
 * the participant starts. The end is signalled gently: the bar changes colour, the phone
 * vibrates where it can, and a polite live region says it.
 */
export function CountBar({ birds, species }: CountBarProps) {
  const { state, justFinished, start, stop } = useCountTimer();
  return (
    <section
      className={`count-bar${state.kind === 'finished' ? ' count-bar--finished' : ''}`}
      aria-label="Jouw telling tot nu toe"
    >
      <p className="count-bar__total" data-testid="count-total">
        {runningTotalText(birds, species)}
      </p>
      <div className="count-bar__timer">
        {state.kind === 'idle' && (
          <button
            type="button"
            className="button"
            onClick={start}
            aria-describedby="count-bar-timer-hint"
          >
            Start teltijd
          </button>
        )}
        {state.kind === 'running' && (
          <>
            <span className="count-bar__clock" role="timer" aria-label="Resterende teltijd">
              Nog {formatRemaining(state.remainingMs)}
            </span>
            <button type="button" className="link-button" onClick={stop}>
              Stop
            </button>
          </>
        )}
        {state.kind === 'finished' && (
          <>
            <span className="count-bar__done">Half uur voorbij</span>
            <button type="button" className="link-button" onClick={stop}>
              Sluiten
            </button>
          </>
        )}
      </div>
      <p id="count-bar-timer-hint" className="visually-hidden">
        Een klok van 30 minuten; het scherm blijft aan zolang hij loopt.
      </p>
      <p className="visually-hidden" role="status">
        {justFinished ? 'Het half uur is voorbij. Je kunt je telling afronden.' : ''}
      </p>
    </section>
  );
}

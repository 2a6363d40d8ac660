import { useEffect, useRef } from 'react';

export interface SummaryProblem {
  /** The id of the control to focus when the message is chosen. */
  target: string;
  message: string;
}

/**
 * The GOV.UK error summary: at the top of the step, focused when it appears, each message a link
 * that moves the focus to its question.
 */
export function ErrorSummary({ problems }: { problems: readonly SummaryProblem[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = problems.length > 0;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, problems]);
  if (!shown) return null;
  return (
    <div ref={ref} className="error-summary" tabIndex={-1} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary__title">
        Er ontbreekt nog iets
      </h2>
      <ul>
        {problems.map((p) => (
          <li key={p.target}>
            <a
              href={`#${p.target}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(p.target)?.focus();
              }}
            >
              {p.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

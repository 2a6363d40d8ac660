import { useEffect, useRef } from 'react';
import { dutchMessage } from '#shared/http/index.ts';

/**
 * A save's outcome under a form: the server's Dutch refusal, or that it was published. 'Publiceren'
 * is disabled while the save runs, which drops the focus to the page body; the outcome then
 * takes the focus, so it is read and the keyboard goes on from there (WCAG 2.4.3).
 */
export function FormStatus({ error, done }: { error: Error | null; done: string | undefined }) {
  const outcome = useRef<HTMLParagraphElement>(null);
  const text = error ? dutchMessage(error, 'Opslaan is niet gelukt. Probeer het opnieuw.') : done;
  useEffect(() => {
    const active = document.activeElement;
    if (text && (!active || active === document.body)) outcome.current?.focus();
  }, [text]);
  if (error) {
    return (
      <p ref={outcome} tabIndex={-1} className="notice notice--error" role="alert">
        {text}
      </p>
    );
  }
  return (
    <p ref={outcome} tabIndex={-1} className="office-content__status" role="status">
      {done ?? ''}
    </p>
  );
}

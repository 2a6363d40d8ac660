import { dutchMessage } from '#shared/http/index.ts';

/** A save's outcome under a form: the server's Dutch refusal, or that it was published. */
export function FormStatus({ error, done }: { error: Error | null; done: string | undefined }) {
  if (error) {
    return (
      <p className="notice notice--error" role="alert">
        {dutchMessage(error, 'Opslaan is niet gelukt. Probeer het opnieuw.')}
      </p>
    );
  }
  return (
    <p className="office-content__status" role="status">
      {done ?? ''}
    </p>
  );
}

import { type FormEvent, useRef, useState } from 'react';
import { normaliseEmail, validateEmail } from '@tvt/domain';
import { useConfig } from '#shared/config/config-query.ts';
import { dutchMessage } from '#shared/http/index.ts';
import { Field, fieldIds } from '#shared/ui/field.tsx';
import { LoadingButton } from '#shared/ui/loading-button.tsx';
import { useSignUp } from './post-sign-up.ts';

const FIELD = 'herinnering-email';

/**
 * 'Doe alvast mee' (home, phase 1) when the organisation has no sign-up page of its own: an e-mail address for
 * a reminder when the count starts, confirmed through a link in a mail (decision 080).
 */
export function SignUpScreen({ autoFocus = false }: { autoFocus?: boolean }) {
  const config = useConfig();
  const signUp = useSignUp(config);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateEmail(normaliseEmail(email));
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    signUp.mutate(normaliseEmail(email));
  }

  if (signUp.isSuccess) {
    return (
      <div className="notice notice--info" role="status">
        <p className="notice__title">Kijk in je mailbox</p>
        <p>{signUp.data}</p>
      </div>
    );
  }
  const { describedBy } = fieldIds(FIELD, true, error !== undefined);
  return (
    <form className="reminder-signup" noValidate onSubmit={submit}>
      <p>
        Wil je een herinnering als de telling begint? Laat je e-mailadres achter. We sturen je eerst
        een e-mail met een link om je aanmelding te bevestigen.
      </p>
      <Field
        id={FIELD}
        label="E-mailadres"
        hint="We gebruiken je adres alleen voor deze herinnering. Afmelden kan altijd."
        error={error}
      >
        <input
          ref={input}
          id={FIELD}
          // Opened by a click on 'Doe alvast mee': the field the visitor asked for.
          autoFocus={autoFocus}
          className="input"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      {signUp.isError && (
        <p className="notice notice--error" role="alert">
          {dutchMessage(signUp.error, 'Aanmelden lukt nu niet. Probeer het later nog eens.')}
        </p>
      )}
      <LoadingButton type="submit" loading={signUp.isPending}>
        Aanmelden
      </LoadingButton>
    </form>
  );
}

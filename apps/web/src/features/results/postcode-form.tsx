import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import { useResultsYear } from './results-year.tsx';
import { useConfig } from '#shared/config/config-query.ts';
import { dutchMessage } from '#shared/http/index.ts';
import { postcodeAreaQuery, postcodeDigits } from './api/postcode-area-query.ts';

/** A postcode's four digits lead to its municipality's results. */
export function PostcodeForm() {
  const id = useId();
  const year = useResultsYear();
  const config = useConfig();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const digits = postcodeDigits(value);
    if (!digits) return setError('Vul de vier cijfers van een postcode in, bijvoorbeeld 3511.');
    setError(null);
    setBusy(true);
    try {
      const { data } = await client.fetchQuery(postcodeAreaQuery(config, digits));
      if (data) await navigate(paths.resultsMunicipality(data.municipality.code, year));
      else setError(`Bij postcode ${digits} kennen we geen gemeente.`);
    } catch (failure) {
      setError(dutchMessage(failure as Error, 'Zoeken lukt nu niet. Probeer het later opnieuw.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="field results-postcode" onSubmit={submit} noValidate>
      <label className="field__label" htmlFor={id}>
        Of zoek op postcode
      </label>
      <div className="results-postcode__row">
        <input
          id={id}
          type="text"
          className={error ? 'input input--error' : 'input'}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          placeholder="1234"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button className="button" type="submit" disabled={busy}>
          Zoek
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

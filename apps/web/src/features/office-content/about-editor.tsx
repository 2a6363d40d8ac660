import { useState } from 'react';
import { AboutContent } from '../about/index.ts';
import { usePreviewHtml } from './api/preview.ts';
import { saveOfficeText, useOfficeText, usePublishText } from './api/texts.ts';
import { FormStatus } from './form-status.tsx';
import { Field } from '#shared/ui/field.tsx';

const SLUG = 'over-deze-app';

/** The 'Over de app' text: HTML, a preview as the app shows it, publish. */
export function AboutEditor() {
  const stored = useOfficeText(SLUG);
  if (stored.isPending) return <p aria-busy="true">Tekst laden…</p>;
  if (stored.isError)
    return <p className="notice notice--error">De tekst kon niet worden geladen.</p>;
  return <AboutForm initial={stored.data} />;
}

function AboutForm({ initial }: { initial: string }) {
  const [draft, setDraft] = useState(initial);
  const [previewed, setPreviewed] = useState<string | undefined>();
  const preview = usePreviewHtml();
  const publish = usePublishText(SLUG);
  return (
    <section className="office-content__editor" aria-labelledby="over-kop">
      <h2 id="over-kop">Over de app</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          publish.mutate(() => saveOfficeText(SLUG, draft), { onSuccess: setDraft });
        }}
      >
        <Field id="over-tekst" label="Tekst (HTML)">
          <textarea
            id="over-tekst"
            className="input textarea office-content__html"
            rows={14}
            value={draft}
            onChange={(e) => {
              setDraft(e.target.value);
              setPreviewed(undefined);
            }}
          />
        </Field>
        <div className="office-content__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => preview.mutate(draft, { onSuccess: setPreviewed })}
          >
            Voorbeeld bekijken
          </button>
          <button type="submit" className="button" disabled={publish.isPending}>
            Publiceren
          </button>
        </div>
        <FormStatus
          error={publish.error ?? preview.error}
          done={publish.isSuccess ? 'De tekst is gepubliceerd.' : undefined}
        />
      </form>
      {previewed !== undefined && (
        <div className="office-preview" role="region" aria-label="Voorbeeld van Over de app">
          <p className="office-preview__label">Voorbeeld zoals de app het toont</p>
          <AboutContent html={previewed} />
        </div>
      )}
    </section>
  );
}

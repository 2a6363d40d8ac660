import { useMemo, useState } from 'react';
import { FaqAccordion, type FaqSection, splitFaq } from '../faq/index.ts';
import { usePreviewHtml } from './api/preview.ts';
import { saveOfficeFaq, useOfficeText, usePublishText } from './api/texts.ts';
import { FormStatus } from './form-status.tsx';
import { moved } from './list-order.ts';
import { RowActions } from './row-actions.tsx';
import { Field } from '#shared/ui/field.tsx';

const SLUG = 'veelgestelde-vragen';

/** The FAQ as entries: question and answer each, in order; a preview as the app shows it. */
export function FaqEditor() {
  const stored = useOfficeText(SLUG);
  const page = useMemo(() => splitFaq(stored.data ?? ''), [stored.data]);
  if (stored.isPending) return <p aria-busy="true">Vragen laden…</p>;
  if (stored.isError)
    return <p className="notice notice--error">De vragen konden niet worden geladen.</p>;
  return <FaqForm key={stored.dataUpdatedAt} intro={page.intro} initial={page.sections} />;
}

function FaqForm({ intro, initial }: { intro: string; initial: FaqSection[] }) {
  const [entries, setEntries] = useState(initial);
  const [previewed, setPreviewed] = useState<FaqSection[] | undefined>();
  const preview = usePreviewHtml();
  const publish = usePublishText(SLUG);
  const change = (index: number, patch: Partial<FaqSection>) => {
    setEntries((list) => list.map((e, i) => (i === index ? { ...e, ...patch } : e)));
    setPreviewed(undefined);
  };
  const move = (index: number, by: number) => setEntries((list) => moved(list, index, by));
  const showPreview = async () => {
    const answers = await Promise.all(entries.map((e) => preview.mutateAsync(e.answer)));
    setPreviewed(entries.map((e, i) => ({ question: e.question, answer: answers[i]! })));
  };

  return (
    <section className="office-content__editor" aria-labelledby="faq-kop">
      <h2 id="faq-kop">Veelgestelde vragen</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          publish.mutate(() => saveOfficeFaq({ intro, entries }));
        }}
      >
        {entries.map((entry, index) => (
          <fieldset key={index} className="office-content__entry">
            <legend>Vraag {index + 1}</legend>
            <Field id={`faq-vraag-${index}`} label="Vraag">
              <input
                id={`faq-vraag-${index}`}
                className="input"
                value={entry.question}
                onChange={(e) => change(index, { question: e.target.value })}
              />
            </Field>
            <Field id={`faq-antwoord-${index}`} label="Antwoord (HTML)">
              <textarea
                id={`faq-antwoord-${index}`}
                className="input textarea office-content__html"
                rows={4}
                value={entry.answer}
                onChange={(e) => change(index, { answer: e.target.value })}
              />
            </Field>
            <RowActions
              what={`vraag ${index + 1}`}
              first={index === 0}
              last={index === entries.length - 1}
              onMove={(by) => move(index, by)}
              onRemove={() => setEntries((list) => list.filter((_, i) => i !== index))}
            />
          </fieldset>
        ))}
        <div className="office-content__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setEntries((list) => [...list, { question: '', answer: '' }])}
          >
            Vraag toevoegen
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void showPreview()}
          >
            Voorbeeld bekijken
          </button>
          <button type="submit" className="button" disabled={publish.isPending}>
            Publiceren
          </button>
        </div>
        <FormStatus
          error={publish.error ?? preview.error}
          done={publish.isSuccess ? 'De vragen zijn gepubliceerd.' : undefined}
        />
      </form>
      {previewed && (
        <div className="office-preview" role="region" aria-label="Voorbeeld van de vragen">
          <p className="office-preview__label">Voorbeeld zoals de app het toont</p>
          <FaqAccordion sections={previewed} />
        </div>
      )}
    </section>
  );
}

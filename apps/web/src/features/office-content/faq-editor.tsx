import { useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { PublishActions } from '../office-common/index.ts';
import { splitFaq } from '../faq/index.ts';
import { saveOfficeFaq, useOfficeText, usePublishText } from './api/texts.ts';
import { FaqEntry, type FaqFormValues } from './faq-entry.tsx';
import { SortableEntries } from './sortable-entries.tsx';
import { announce } from '#shared/ui/announcer.tsx';

const SLUG = 'veelgestelde-vragen';

/** The FAQ as entries, each collapsed to its question, in the order the app shows them. */
export function FaqEditor() {
  const stored = useOfficeText(SLUG);
  if (stored.isPending) return <p aria-busy="true">Vragen laden…</p>;
  if (stored.isError)
    return <p className="notice notice--error">De vragen konden niet worden geladen.</p>;
  return <FaqForm stored={stored.data} />;
}

function FaqForm({ stored }: { stored: string }) {
  const page = useMemo(() => splitFaq(stored), [stored]);
  const form = useForm<FaqFormValues>({ defaultValues: { entries: page.sections } });
  const list = useFieldArray({ control: form.control, name: 'entries' });
  const entries = form.watch('entries');
  const publish = usePublishText(SLUG);
  const nameOf = (index: number) => entries[index]?.question.trim() || 'Nieuwe vraag';

  const move = (from: number, to: number) => {
    if (to < 0 || to >= list.fields.length) return;
    const name = nameOf(from);
    list.move(from, to);
    announce(`${name} staat nu op plaats ${to + 1} van ${list.fields.length}.`);
    // The moved entry's own button keeps the focus, or its other arrow at either end.
    const id = list.fields[from]!.id;
    requestAnimationFrame(() => {
      const entry = document.querySelector(`[data-entry="${id}"]`);
      const step = (dir: string) => entry?.querySelector<HTMLButtonElement>(`[data-move="${dir}"]`);
      const wanted = step(to > from ? 'down' : 'up');
      (wanted && !wanted.disabled ? wanted : step(to > from ? 'up' : 'down'))?.focus();
    });
  };

  return (
    <section className="office-content__editor" aria-labelledby="faq-kop">
      <h2 id="faq-kop">Veelgestelde vragen</h2>
      <p>
        Open een vraag om hem te bewerken. Verander de volgorde door een vraag aan het handvat te
        verslepen, of met de pijlen omhoog en omlaag.
      </p>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ entries: list }) =>
          publish.mutate(() => saveOfficeFaq({ intro: page.intro, entries: list })),
        )}
      >
        <SortableEntries
          ids={list.fields.map((f) => f.id)}
          nameOf={(id) => nameOf(list.fields.findIndex((f) => f.id === id))}
          onMove={move}
        >
          <ol className="faq-entries" aria-label="Vragen in de volgorde van de app">
            {list.fields.map((field, index) => (
              <FaqEntry
                key={field.id}
                id={field.id}
                index={index}
                count={list.fields.length}
                question={entries[index]?.question ?? ''}
                control={form.control}
                register={form.register}
                startOpen={index >= page.sections.length}
                onMove={(by) => move(index, index + by)}
                onRemove={() => list.remove(index)}
              />
            ))}
          </ol>
        </SortableEntries>
        <PublishActions state={publish}>
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              list.append(
                { question: '', answer: '' },
                { focusName: `entries.${list.fields.length}.question` },
              )
            }
          >
            Vraag toevoegen
          </button>
        </PublishActions>
      </form>
    </section>
  );
}

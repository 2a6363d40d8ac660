import { useForm } from 'react-hook-form';
import { PublishActions } from '../office-common/index.ts';
import { saveOfficeText, useOfficeText, usePublishText } from './api/texts.ts';
import { RichTextField } from './rich-text/rich-text-field.tsx';

const SLUG = 'over-deze-app';

/** The 'Over de app' text, formatted without HTML, and publish. */
export function AboutEditor() {
  const stored = useOfficeText(SLUG);
  if (stored.isPending) return <p aria-busy="true">Tekst laden…</p>;
  if (stored.isError)
    return <p className="notice notice--error">De tekst kon niet worden geladen.</p>;
  return <AboutForm initial={stored.data} />;
}

function AboutForm({ initial }: { initial: string }) {
  const form = useForm({ defaultValues: { html: initial } });
  const publish = usePublishText(SLUG);
  return (
    <section className="office-content__editor" aria-labelledby="over-kop">
      <h2 id="over-kop">Over de app</h2>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ html }) =>
          publish.mutate(() => saveOfficeText(SLUG, html), {
            // What the server kept after sanitising is what the box shows next.
            onSuccess: (kept) => form.reset({ html: kept }),
          }),
        )}
      >
        <RichTextField
          control={form.control}
          name="html"
          id="over-tekst"
          label="Tekst"
          headings
          hint="Zoals de app de pagina 'Over de app' toont. Een kop en een tussenkop maak je met de knoppen boven de tekst."
        />
        <PublishActions state={publish} />
      </form>
    </section>
  );
}

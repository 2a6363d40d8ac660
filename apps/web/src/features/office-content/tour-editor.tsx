import { Suspense, useState } from 'react';
import { IntroTourModal } from '../intro-tour/index.ts';
import { previewHtml } from './api/preview.ts';
import { useOfficeTour, useSaveOfficeTour, useUploadOfficeImage } from './api/tour.ts';
import { moved } from './list-order.ts';
import { OfficePage, PublishActions } from '../office-common/index.ts';
import { RowActions } from './row-actions.tsx';
import { dutchMessage } from '#shared/http/index.ts';
import { Field } from '#shared/ui/field.tsx';

interface Page {
  title: string;
  content: string;
  image: string;
}

/** Beheer → Inhoud → Introductie: the tour's pages in order; a preview in the app's own tour. */
export function OfficeTourPage() {
  const tour = useOfficeTour();
  return (
    <OfficePage heading="Introductie" intro="De pagina's die een nieuwe bezoeker als eerste ziet.">
      {tour.isPending && <p aria-busy="true">Pagina&apos;s laden…</p>}
      {tour.isError && (
        <p className="notice notice--error">De pagina&apos;s konden niet worden geladen.</p>
      )}
      {tour.data && <TourForm initial={tour.data} />}
    </OfficePage>
  );
}

function TourForm({ initial }: { initial: Page[] }) {
  const [pages, setPages] = useState(initial);
  const [preview, setPreview] = useState<Page[] | undefined>();
  const save = useSaveOfficeTour();
  const upload = useUploadOfficeImage();
  const change = (index: number, patch: Partial<Page>) =>
    setPages((list) => list.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  const showPreview = async () => {
    const contents = await Promise.all(pages.map((p) => previewHtml(p.content)));
    setPreview(pages.map((p, i) => ({ ...p, content: contents[i]! })));
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ pages });
      }}
    >
      {pages.map((page, index) => (
        <fieldset key={index} className="office-content__entry">
          <legend>Pagina {index + 1}</legend>
          <Field id={`tour-titel-${index}`} label="Titel">
            <input
              id={`tour-titel-${index}`}
              className="input"
              value={page.title}
              onChange={(e) => change(index, { title: e.target.value })}
            />
          </Field>
          <Field id={`tour-tekst-${index}`} label="Tekst (HTML)">
            <textarea
              id={`tour-tekst-${index}`}
              className="input textarea office-content__html"
              rows={4}
              value={page.content}
              onChange={(e) => change(index, { content: e.target.value })}
            />
          </Field>
          <Field id={`tour-beeld-${index}`} label="Afbeelding (JPEG, PNG of WebP)">
            {page.image && (
              <img
                className="office-content__drawing"
                src={page.image}
                alt=""
                width="240"
                height="180"
              />
            )}
            <input
              id={`tour-beeld-${index}`}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file)
                  upload.mutate(file, { onSuccess: (url) => change(index, { image: url }) });
              }}
            />
          </Field>
          <RowActions
            what={`pagina ${index + 1}`}
            first={index === 0}
            last={index === pages.length - 1}
            onMove={(by) => setPages((list) => moved(list, index, by))}
            onRemove={() => setPages((list) => list.filter((_, i) => i !== index))}
          />
        </fieldset>
      ))}
      <PublishActions state={save}>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setPages((list) => [...list, { title: '', content: '', image: '' }])}
        >
          Pagina toevoegen
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void showPreview()}
        >
          Voorbeeld bekijken
        </button>
      </PublishActions>
      {upload.error && (
        <p className="notice notice--error" role="alert">
          {dutchMessage(upload.error, 'Uploaden is niet gelukt. Probeer het opnieuw.')}
        </p>
      )}
      {preview && (
        <Suspense fallback={null}>
          <IntroTourModal
            pages={preview.map((p, i) => ({ ...p, order: i + 1 }))}
            onDismiss={() => setPreview(undefined)}
          />
        </Suspense>
      )}
    </form>
  );
}

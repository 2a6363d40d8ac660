import { useState } from 'react';
import type { OfficeTip } from '@tvt/contract/office';
import { TipText } from '../tips/index.ts';
import { useOfficeBirds } from './api/birds.ts';
import { usePreviewHtml } from './api/preview.ts';
import { useSetOfficeTipImage } from './api/tip-image.ts';
import { useSaveOfficeTip } from './api/tips.ts';
import { FileUpload } from './file-upload.tsx';
import { FormStatus } from './form-status.tsx';
import { Field } from '#shared/ui/field.tsx';

const EMPTY = { name: '', title: '', text: '', birdId: '' };
const hasTags = (text: string) => /<[a-z][^>]*>/i.test(text);

/** Edit (or add) a tip: fields, a preview as the app shows it, publish; then its image. */
export function TipEditor({
  tip,
  onSaved,
}: {
  tip: OfficeTip | undefined;
  onSaved: (id: number) => void;
}) {
  const [draft, setDraft] = useState(
    tip ? { name: tip.name, title: tip.title, text: tip.text, birdId: tip.birdId } : EMPTY,
  );
  const [previewText, setPreviewText] = useState<string | undefined>();
  const birds = useOfficeBirds();
  const save = useSaveOfficeTip();
  const preview = usePreviewHtml();
  const image = useSetOfficeTipImage();
  const set = (key: keyof typeof EMPTY) => (value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setPreviewText(undefined);
  };
  const showPreview = () => {
    if (hasTags(draft.text)) preview.mutate(draft.text, { onSuccess: setPreviewText });
    else setPreviewText(draft.text);
  };
  const prefix = tip ? `tip-${tip.id}` : 'tip-nieuw';

  return (
    <section className="office-content__editor" aria-labelledby={`${prefix}-kop`}>
      <h2 id={`${prefix}-kop`}>{tip ? `Tip bewerken: ${tip.title}` : 'Nieuwe tip'}</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ id: tip?.id, body: draft }, { onSuccess: (saved) => onSaved(saved.id) });
        }}
      >
        <TextInput
          id={`${prefix}-titel`}
          label="Titel"
          value={draft.title}
          onChange={set('title')}
        />
        <TextInput
          id={`${prefix}-naam`}
          label="Korte naam (kleine letters en streepjes)"
          value={draft.name}
          onChange={set('name')}
        />
        <Field id={`${prefix}-vogel`} label="Vogel van de tekening">
          <select
            id={`${prefix}-vogel`}
            className="input select"
            value={draft.birdId}
            onChange={(e) => set('birdId')(e.target.value)}
          >
            <option value="">Kies een vogel</option>
            {birds.data?.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${prefix}-tekst`} label="Tekst">
          <textarea
            id={`${prefix}-tekst`}
            className="input textarea"
            rows={8}
            value={draft.text}
            aria-describedby={`${prefix}-tekst-hint`}
            onChange={(e) => set('text')(e.target.value)}
          />
          <p id={`${prefix}-tekst-hint`} className="field__hint">
            Alinea&apos;s scheid je met een lege regel. HTML mag; scripts en opmaak buiten tekst
            worden bij het opslaan verwijderd.
          </p>
        </Field>
        <div className="office-content__actions">
          <button type="button" className="button button--secondary" onClick={showPreview}>
            Voorbeeld bekijken
          </button>
          <button type="submit" className="button" disabled={save.isPending}>
            Publiceren
          </button>
        </div>
        <FormStatus
          error={save.error ?? preview.error}
          done={save.isSuccess ? 'De tip is gepubliceerd.' : undefined}
        />
      </form>
      {previewText !== undefined && (
        <div className="office-preview" role="region" aria-label="Voorbeeld van de tip">
          <p className="office-preview__label">Voorbeeld zoals de app het toont</p>
          <h3>{draft.title}</h3>
          {tip && (
            <img className="tip-detail__image" src={tip.imageUrl} alt="" width="400" height="320" />
          )}
          <TipText className="tip-detail__text" text={previewText} />
        </div>
      )}
      {tip && (
        <FileUpload
          label="Afbeelding bij de tip"
          accept="image/jpeg,image/png,image/webp"
          hint="JPEG, PNG of WebP. Zonder eigen afbeelding toont de app de tekening van de vogel."
          current={tip.image}
          removeLabel="Tekening van de vogel gebruiken"
          busy={image.isPending}
          error={image.error}
          onUpload={(file) => image.mutate({ id: tip.id, file })}
        />
      )}
    </section>
  );
}

function TextInput(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        className="input"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}

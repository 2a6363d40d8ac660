import { useEffect, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { OfficeTip } from '@tvt/contract/office';
import { PublishActions } from '../office-common/index.ts';
import { TipText } from '../tips/index.ts';
import { useOfficeBirds } from './api/birds.ts';
import { usePreviewHtml } from './api/preview.ts';
import { usePublishTip } from './api/publish-tip.ts';
import { TipImageField } from './tip-image-field.tsx';
import { type TipValues, nameFromTitle, tipValues } from './tip-values.ts';
import { HttpError } from '#shared/http/index.ts';
import { Field, fieldIds } from '#shared/ui/field.tsx';

/** Edit (or add) a tip: text, bird, picture, a preview as the app shows it, one publish. */
export function TipEditor({
  tip,
  onSaved,
  focusOnOpen = false,
}: {
  tip: OfficeTip | undefined;
  onSaved: (id: number) => void;
  /** Opened by a click below a long list (a tablet): bring the editor into view and focus. */
  focusOnOpen?: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus();
  }, [focusOnOpen]);
  const form = useForm<TipValues>({ defaultValues: tipValues(tip) });
  const [previewed, setPreviewed] = useState<{ title: string; text: string }>();
  const preview = usePreviewHtml();
  const birds = useOfficeBirds();
  // Controlled: the birds arrive after the form, and an uncontrolled select would keep showing
  // 'Kies een vogel' for a tip that has one.
  const bird = useController({ control: form.control, name: 'birdId' }).field;
  const publish = usePublishTip();
  const refusal = publish.error instanceof HttpError ? publish.error : undefined;
  const errorOf = (name: string) => (refusal?.field === name ? refusal.message : undefined);
  const prefix = tip ? `tip-${tip.id}` : 'tip-nieuw';
  const described = (name: string, hint: boolean) =>
    fieldIds(`${prefix}-${name}`, hint, errorOf(name) !== undefined).describedBy;
  const title = form.register('title', {
    // A new tip's short name follows its title until the organiser changes it.
    onChange: (e: { target: { value: string } }) => {
      if (!tip && !form.getFieldState('name').isDirty)
        form.setValue('name', nameFromTitle(e.target.value));
    },
  });
  // Text with tags (older tips) is previewed as the server would store it, never as typed.
  const showPreview = () => {
    const { title: shown, text } = form.getValues();
    if (!/<[a-z][^>]*>/i.test(text)) setPreviewed({ title: shown, text });
    else preview.mutate(text, { onSuccess: (kept) => setPreviewed({ title: shown, text: kept }) });
  };

  return (
    <section className="office-content__editor" aria-labelledby={`${prefix}-kop`}>
      <h2 id={`${prefix}-kop`} ref={headingRef} tabIndex={-1}>
        {tip ? `Tip bewerken: ${tip.title}` : 'Nieuwe tip'}
      </h2>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ image, ...body }) =>
          publish.mutate(
            { id: tip?.id, body, image },
            {
              onSuccess: (saved) => {
                form.reset({ ...body, image: undefined });
                onSaved(saved.id);
              },
            },
          ),
        )}
      >
        <Field id={`${prefix}-titel`} label="Titel" error={errorOf('title')}>
          <input
            id={`${prefix}-titel`}
            className="input"
            aria-describedby={described('titel', false)}
            {...title}
          />
        </Field>
        <Field
          id={`${prefix}-naam`}
          label="Korte naam"
          hint="Voor intern gebruik; de app toont hem niet. Kleine letters, cijfers en streepjes, zoals voer-verantwoord."
          error={errorOf('name')}
        >
          <input
            id={`${prefix}-naam`}
            className="input"
            aria-describedby={described('naam', true)}
            {...form.register('name')}
          />
        </Field>
        <Field
          id={`${prefix}-vogel`}
          label="Vogel"
          hint="Van deze vogel toont de app de tekening, als de tip geen eigen afbeelding heeft."
          error={errorOf('birdId')}
        >
          <select
            id={`${prefix}-vogel`}
            className="input select"
            aria-describedby={described('vogel', true)}
            name={bird.name}
            ref={bird.ref}
            value={bird.value}
            onChange={bird.onChange}
            onBlur={bird.onBlur}
          >
            <option value="">Kies een vogel</option>
            {birds.data?.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={`${prefix}-tekst`}
          label="Tekst"
          hint="Begin een nieuwe alinea met een lege regel."
          error={errorOf('text')}
        >
          <textarea
            id={`${prefix}-tekst`}
            className="input textarea"
            rows={8}
            aria-describedby={described('tekst', true)}
            {...form.register('text')}
          />
        </Field>
        <TipImageField id={`${prefix}-afbeelding`} tip={tip} control={form.control} />
        <PublishActions state={publish}>
          <button type="button" className="button button--secondary" onClick={showPreview}>
            Voorbeeld bekijken
          </button>
        </PublishActions>
      </form>
      {previewed && (
        <div className="office-preview" role="region" aria-label="Voorbeeld van de tip">
          <p className="office-preview__label">Voorbeeld zoals de app het toont</p>
          <h3>{previewed.title}</h3>
          {tip && (
            <img className="tip-detail__image" src={tip.imageUrl} alt="" width="400" height="320" />
          )}
          <TipText className="tip-detail__text" text={previewed.text} />
        </div>
      )}
    </section>
  );
}

import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { OfficeBird } from '@tvt/contract/office';
import { type OfficeMediaCreditBody, officeMediaCreditBody } from '@tvt/contract/requests';
import { MEDIA_LICENCES, MEDIA_LICENCE_INFO, mediaCreditText } from '@tvt/domain';
import { dutchMessage } from '#shared/http/index.ts';
import { Field, fieldIds } from '#shared/ui/field.tsx';
import type { BirdMediaChange, BirdMediaSlot } from './api/bird-media.ts';

interface BirdMediaSlotProps {
  bird: OfficeBird;
  slot: BirdMediaSlot;
  title: string;
  accept: string;
  fileHint: string;
  removeLabel: string;
  /** Said when nothing was uploaded in this slot. */
  emptyText: string;
  /** The file as the app shows it (drawing, player or video). */
  preview: ReactNode;
  busy: boolean;
  error: Error | null;
  onChange: (change: BirdMediaChange) => void;
}

/**
 * One file of a species with its credit: the file, who made it and under which licence. A new
 * file is only sent with a maker and a licence; the credit of a file already there can change
 * on its own.
 */
export function BirdMediaSlotField(props: BirdMediaSlotProps) {
  const { bird, slot } = props;
  const id = useId();
  const current = bird[slot];
  const credit = bird.credits[slot];
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<OfficeMediaCreditBody>({
    defaultValues: { maker: credit?.maker ?? '', licence: credit?.licence ?? ('' as never) },
    resolver: zodResolver(officeMediaCreditBody) as never,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    if (file) props.onChange({ slot, kind: 'upload', file, credit: values });
    else props.onChange({ slot, kind: 'credit', credit: values });
  });
  const field = (name: string) => `${id}-${name}`;
  const serverError = props.error ? dutchMessage(props.error, 'Opslaan is niet gelukt.') : null;

  return (
    <section className="bird-media" aria-labelledby={field('title')}>
      <h4 id={field('title')}>{props.title}</h4>
      <div className="bird-media__current">
        {props.preview}
        <p className="bird-media__credit">
          {current && credit
            ? `Naamsvermelding in de app: ${mediaCreditText(credit)}`
            : current
              ? 'Nog geen maker en licentie: vul ze hieronder in.'
              : props.emptyText}
        </p>
      </div>
      <form className="bird-media__form" noValidate onSubmit={submit}>
        <Field
          id={field('file')}
          label={current ? 'Ander bestand' : 'Bestand'}
          hint={props.fileHint}
        >
          <input
            id={field('file')}
            type="file"
            accept={props.accept}
            aria-describedby={fieldIds(field('file'), true, false).describedBy}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Field>
        <div className="bird-form__row">
          <Field
            id={field('maker')}
            label="Maker"
            hint="Naam van de fotograaf, opnemer of tekenaar."
            error={errors.maker?.message}
          >
            <input
              id={field('maker')}
              className="input"
              autoComplete="off"
              aria-invalid={errors.maker ? true : undefined}
              aria-describedby={fieldIds(field('maker'), true, !!errors.maker).describedBy}
              {...form.register('maker')}
            />
          </Field>
          <Field id={field('licence')} label="Licentie" error={errors.licence?.message}>
            <select
              id={field('licence')}
              className="input select"
              aria-invalid={errors.licence ? true : undefined}
              aria-describedby={fieldIds(field('licence'), false, !!errors.licence).describedBy}
              {...form.register('licence')}
            >
              <option value="">Kies een licentie</option>
              {MEDIA_LICENCES.map((licence) => (
                <option key={licence} value={licence}>
                  {MEDIA_LICENCE_INFO[licence].label}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="office-content__actions">
          <button
            type="submit"
            className="button button--secondary"
            disabled={props.busy || (!file && !current)}
          >
            {current && !file ? 'Maker en licentie opslaan' : 'Uploaden'}
          </button>
          {current && (
            <button
              type="button"
              className="button button--secondary"
              disabled={props.busy}
              onClick={() => props.onChange({ slot, kind: 'remove' })}
            >
              {props.removeLabel}
            </button>
          )}
        </div>
        {serverError && (
          <p className="notice notice--error" role="alert">
            {serverError}
          </p>
        )}
      </form>
    </section>
  );
}

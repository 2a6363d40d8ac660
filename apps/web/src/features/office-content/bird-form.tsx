import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { BEAK_OPTIONS, COLOUR_OPTIONS, SILHOUETTE_OPTIONS, SIZE_OPTIONS } from '@tvt/domain';
import type { OfficeBird } from '@tvt/contract/office';
import { useSaveOfficeBird } from './api/bird.ts';
import { type BirdFormValues, birdFormResolver, formValuesOf } from './bird-form-values.ts';
import { FormStatus } from './form-status.tsx';
import { OptionChecks } from './option-checks.tsx';
import { OptionSelect } from './option-select.tsx';
import { type BirdOption, SimilarBirdsField } from './similar-birds-field.tsx';
import { Field, fieldIds } from '#shared/ui/field.tsx';

const SIMILAR_MAX = 10;

/** Every field of a species, on react-hook-form, checked with the server's own rules. */
export function BirdForm({ bird, birds }: { bird: OfficeBird; birds: readonly BirdOption[] }) {
  const save = useSaveOfficeBird(bird.id);
  const form = useForm<BirdFormValues, unknown, Parameters<typeof save.mutate>[0]>({
    defaultValues: formValuesOf(bird),
    resolver: birdFormResolver,
  });
  const { errors } = form.formState;
  const { setError } = form;
  // A refusal only the server can give (a scientific name another species has) shows at its field.
  useEffect(() => {
    const field = (save.error as { field?: string } | null)?.field;
    if (field && field in formValuesOf(bird)) {
      setError(field as keyof BirdFormValues, { message: save.error!.message });
    }
  }, [save.error, setError, bird]);
  const others = birds.filter((b) => b.id !== bird.id);

  const text = (
    name: keyof BirdFormValues,
    label: string,
    options: { hint?: string; lang?: string; type?: 'number'; step?: string } = {},
  ) => {
    const fieldId = `vogel-${name}`;
    const error = errors[name]?.message;
    const { describedBy } = fieldIds(fieldId, options.hint !== undefined, error !== undefined);
    return (
      <Field id={fieldId} label={label} hint={options.hint} error={error}>
        <input
          id={fieldId}
          className="input"
          lang={options.lang}
          type={options.type}
          step={options.step}
          inputMode={options.type === 'number' ? 'decimal' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...form.register(name, options.type === 'number' ? { valueAsNumber: true } : {})}
        />
      </Field>
    );
  };

  return (
    <form
      className="bird-form"
      noValidate
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
      aria-label={`Gegevens van de ${bird.name.toLowerCase()}`}
    >
      <fieldset className="bird-form__group">
        <legend>Namen</legend>
        <div className="bird-form__row">
          {text('name', 'Naam')}
          {text('scientificName', 'Wetenschappelijke naam', {
            lang: 'la',
            hint: 'Geslacht en soort, zoals Turdus merula. Staat in de export voor onderzoek; een lopende of afgelopen telling houdt de naam van toen.',
          })}
        </div>
        <div className="bird-form__row">
          {text('englishName', 'Engelse naam', { lang: 'en' })}
          {text('family', 'Familie', { lang: 'la' })}
        </div>
        {text('otherNames', 'Andere namen', {
          hint: 'Gescheiden door komma’s, bijvoorbeeld ‘Huismus, Mus’.',
        })}
      </fieldset>

      <fieldset className="bird-form__group">
        <legend>Bij de soort in de app</legend>
        <Field
          id="vogel-tip"
          label="Herkenningstip"
          error={errors.tip?.message}
          hint="Een of twee zinnen: waar herken je hem aan?"
        >
          <textarea
            id="vogel-tip"
            className="input textarea"
            rows={5}
            aria-describedby={fieldIds('vogel-tip', true, !!errors.tip).describedBy}
            {...form.register('tip')}
          />
        </Field>
        <Field
          id="vogel-habitatNote"
          label="Waar zie je hem?"
          optional
          error={errors.habitatNote?.message}
        >
          <textarea
            id="vogel-habitatNote"
            className="input textarea"
            rows={2}
            {...form.register('habitatNote')}
          />
        </Field>
        <div className="bird-form__row">
          {text('lengthCm', 'Lengte in cm', { type: 'number', step: '0.5' })}
          {text('commonness', 'Plaats in de ranglijst', {
            type: 'number',
            hint: '1 = meest geteld in tuinen; bepaalt de volgorde in de quiz en de vogelwijzer.',
          })}
        </div>
        <Controller
          control={form.control}
          name="similar"
          render={({ field, fieldState }) => (
            <SimilarBirdsField
              id="vogel-lijkt-op"
              birds={others}
              value={field.value}
              onChange={field.onChange}
              max={SIMILAR_MAX}
              error={fieldState.error?.message}
            />
          )}
        />
      </fieldset>

      <fieldset className="bird-form__group">
        <legend>Telformulier</legend>
        <div className="field">
          <label className="check">
            <input type="checkbox" {...form.register('primary')} />
            <span>Op het telformulier (hoofdlijst)</span>
          </label>
        </div>
        {text('thresholdvalue', 'Drempel', {
          type: 'number',
          hint: 'Vanaf dit aantal wordt een telling nagekeken.',
        })}
      </fieldset>

      <fieldset className="bird-form__group">
        <legend>Vogelwijzer</legend>
        <div className="bird-form__row bird-form__row--three">
          {(
            [
              ['sizeClass', 'Grootte', SIZE_OPTIONS],
              ['silhouette', 'Silhouet', SILHOUETTE_OPTIONS],
              ['beak', 'Snavel', BEAK_OPTIONS],
            ] as const
          ).map(([name, label, options]) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <OptionSelect
                  id={`vogel-${name}`}
                  label={label}
                  options={options}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          ))}
        </div>
        {(
          [
            ['colours', 'Kleuren', COLOUR_OPTIONS],
            ['alsoSizes', 'Ook gekozen als grootte', SIZE_OPTIONS],
            ['alsoSilhouettes', 'Ook gekozen als silhouet', SILHOUETTE_OPTIONS],
            ['alsoBeaks', 'Ook gekozen als snavel', BEAK_OPTIONS],
          ] as const
        ).map(([name, legend, options]) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <OptionChecks
                legend={legend}
                options={options}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
      </fieldset>

      <div className="office-content__actions bird-form__actions">
        <button type="submit" className="button" disabled={save.isPending}>
          Publiceren
        </button>
        <FormStatus
          error={save.error}
          done={save.isSuccess ? 'Opgeslagen: de app toont de nieuwe gegevens.' : undefined}
        />
      </div>
    </form>
  );
}

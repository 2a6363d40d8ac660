import { useState } from 'react';
import {
  COORDINATE_PRECISIONS,
  COORDINATE_PRECISION_LABEL,
  DATASET_LICENCES,
  type DatasetLicence,
  type DatasetSettings,
} from '@tvt/domain';
import { dutchMessage } from '#shared/http/index.ts';
import { Field } from '#shared/ui/field.tsx';
import { MutationNotice } from '../office-common/index.ts';
import { useDatasetSettings } from './dataset-settings-query.ts';
import { useSaveDatasetSettings } from './save-dataset-settings.ts';

const LICENCES = Object.entries(DATASET_LICENCES) as [DatasetLicence, { label: string }][];

/** The Darwin Core Archive's licence, rights holder, contact and location precision. */
export function DatasetSettingsForm({ editable }: { editable: boolean }) {
  const settings = useDatasetSettings();
  return (
    <section aria-labelledby="dataset-kop" className="office-export__settings">
      <h2 id="dataset-kop">Gegevens bij het Darwin Core Archive</h2>
      <p>
        Deze gegevens gaan mee in de beschrijving van het archief (eml.xml): onder welke licentie
        onderzoekers de tellingen mogen gebruiken, wie de rechten heeft en hoe zij de dataset
        noemen. {editable ? '' : 'Alleen een beheerder kan ze wijzigen.'}
      </p>
      {settings.isError && (
        <p className="notice notice--error">
          {dutchMessage(settings.error, 'De instellingen laden niet.')}
        </p>
      )}
      {settings.data && <SettingsFields initial={settings.data} editable={editable} />}
    </section>
  );
}

function SettingsFields({ initial, editable }: { initial: DatasetSettings; editable: boolean }) {
  const [value, setValue] = useState(initial);
  const save = useSaveDatasetSettings();
  const set = <K extends keyof DatasetSettings>(key: K, v: DatasetSettings[K]) => {
    setValue((old) => ({ ...old, [key]: v }));
    save.reset();
  };
  const text = (
    key: 'rightsHolder' | 'organisation' | 'contactEmail',
    label: string,
    hint: string,
  ) => (
    <Field id={`dataset-${key}`} label={label} hint={hint}>
      <input
        id={`dataset-${key}`}
        className="input"
        type={key === 'contactEmail' ? 'email' : 'text'}
        value={value[key]}
        onChange={(event) => set(key, event.target.value)}
        aria-describedby={`dataset-${key}-hint`}
      />
    </Field>
  );
  return (
    <form
      className="office-export__settings-form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(value);
      }}
    >
      <fieldset disabled={!editable || save.isPending}>
        <legend className="visually-hidden">Instellingen van de dataset</legend>
        <Field
          id="dataset-licence"
          label="Licentie"
          hint="CC BY 4.0 is wat GBIF en de meeste onderzoekers verwachten."
        >
          <select
            id="dataset-licence"
            className="select"
            value={value.licence}
            onChange={(event) => set('licence', event.target.value as DatasetLicence)}
            aria-describedby="dataset-licence-hint"
          >
            {LICENCES.map(([key, licence]) => (
              <option key={key} value={key}>
                {licence.label}
              </option>
            ))}
          </select>
        </Field>
        {text('rightsHolder', 'Rechthebbende', 'Wie de rechten op de tellingen heeft.')}
        {text(
          'organisation',
          'Organisatie',
          'Uitgever en contact; staat ook in de bronvermelding.',
        )}
        {text(
          'contactEmail',
          'E-mailadres van de organisatie',
          'Een algemeen adres, geen persoonlijk.',
        )}
        <Field
          id="dataset-precision"
          label="Plaats van een telling"
          hint="Nooit het adres zelf: hoogstens het midden van het gebied."
        >
          <select
            id="dataset-precision"
            className="select"
            value={value.coordinatePrecision}
            onChange={(event) =>
              set(
                'coordinatePrecision',
                event.target.value as DatasetSettings['coordinatePrecision'],
              )
            }
            aria-describedby="dataset-precision-hint"
          >
            {COORDINATE_PRECISIONS.map((p) => (
              <option key={p} value={p}>
                {COORDINATE_PRECISION_LABEL[p]}
              </option>
            ))}
          </select>
        </Field>
        {editable && (
          <button type="submit" className="button button--secondary">
            {save.isPending ? 'Bezig met opslaan…' : 'Instellingen opslaan'}
          </button>
        )}
      </fieldset>
      <MutationNotice
        mutation={save}
        done="De instellingen zijn opgeslagen."
        failed="Opslaan lukte niet."
      />
    </form>
  );
}

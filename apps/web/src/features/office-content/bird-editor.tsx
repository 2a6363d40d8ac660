import { useState } from 'react';
import { BEAK_OPTIONS, COLOUR_OPTIONS, SILHOUETTE_OPTIONS, SIZE_OPTIONS } from '@tvt/domain';
import type { OfficeBird } from '@tvt/contract/office';
import type { OfficeBirdBody } from '@tvt/contract/requests';
import { useOfficeBird, useSaveOfficeBird } from './api/bird.ts';
import { BirdMediaFields } from './bird-media-fields.tsx';
import { FormStatus } from './form-status.tsx';
import { OptionSelect } from './option-select.tsx';
import { Field } from '#shared/ui/field.tsx';

interface BirdSummary {
  id: string;
  name: string;
}

/** One species: names and tip, count-form flags, wizard traits, then its files. */
export function BirdEditor({ id, birds }: { id: string; birds: readonly BirdSummary[] }) {
  const bird = useOfficeBird(id);
  if (bird.isPending) return <p aria-busy="true">Vogel laden…</p>;
  if (bird.isError)
    return <p className="notice notice--error">Deze vogel kon niet worden geladen.</p>;
  return (
    <section className="office-content__editor" aria-labelledby="vogel-kop">
      <h2 id="vogel-kop">{bird.data.name}</h2>
      <p className="field__hint">
        <i>{bird.data.scientificName}</i>
      </p>
      <BirdForm bird={bird.data} birds={birds} />
      <BirdMediaFields bird={bird.data} />
    </section>
  );
}

const bodyOf = (b: OfficeBird): OfficeBirdBody => ({
  name: b.name,
  tip: b.tip,
  primary: b.primary,
  thresholdvalue: b.thresholdvalue,
  similar: b.similar,
  sizeClass: b.sizeClass,
  colours: b.colours,
  silhouette: b.silhouette,
  beak: b.beak,
});

function BirdForm({ bird, birds }: { bird: OfficeBird; birds: readonly BirdSummary[] }) {
  const [draft, setDraft] = useState(() => bodyOf(bird));
  const save = useSaveOfficeBird(bird.id);
  const set = <K extends keyof OfficeBirdBody>(key: K, value: OfficeBirdBody[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const toggle = (list: readonly string[] | readonly number[], value: string | number) =>
    (list as (string | number)[]).includes(value)
      ? (list as (string | number)[]).filter((v) => v !== value)
      : [...list, value];

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(draft);
      }}
    >
      <Field id="vogel-naam" label="Naam">
        <input
          id="vogel-naam"
          className="input"
          value={draft.name}
          onChange={(e) => set('name', e.target.value)}
        />
      </Field>
      <Field id="vogel-tip" label="Herkenningstip">
        <textarea
          id="vogel-tip"
          className="input textarea"
          rows={4}
          value={draft.tip}
          onChange={(e) => set('tip', e.target.value)}
        />
      </Field>
      <div className="field">
        <label className="check">
          <input
            type="checkbox"
            checked={draft.primary}
            onChange={(e) => set('primary', e.target.checked)}
          />
          <span>Op het telformulier (hoofdlijst)</span>
        </label>
      </div>
      <Field id="vogel-drempel" label="Drempel (vanaf dit aantal wordt een telling nagekeken)">
        <input
          id="vogel-drempel"
          className="input"
          type="number"
          min={1}
          value={draft.thresholdvalue}
          onChange={(e) => set('thresholdvalue', e.target.valueAsNumber)}
        />
      </Field>
      <fieldset className="office-content__checks">
        <legend>Lijkt op</legend>
        {birds
          .filter((b) => b.id !== bird.id)
          .map((b) => (
            <label key={b.id} className="check">
              <input
                type="checkbox"
                checked={draft.similar.includes(b.id)}
                onChange={() => set('similar', toggle(draft.similar, b.id) as string[])}
              />
              <span>{b.name}</span>
            </label>
          ))}
      </fieldset>
      <OptionSelect
        id="vogel-grootte"
        label="Grootte (vogelwijzer)"
        options={SIZE_OPTIONS}
        value={draft.sizeClass}
        onChange={(v) => set('sizeClass', v)}
      />
      <fieldset className="office-content__checks">
        <legend>Kleuren (vogelwijzer)</legend>
        {COLOUR_OPTIONS.map((c) => (
          <label key={c.value} className="check">
            <input
              type="checkbox"
              checked={draft.colours.includes(c.value)}
              onChange={() => set('colours', toggle(draft.colours, c.value) as number[])}
            />
            <span>{c.label}</span>
          </label>
        ))}
      </fieldset>
      <OptionSelect
        id="vogel-silhouet"
        label="Silhouet (vogelwijzer)"
        options={SILHOUETTE_OPTIONS}
        value={draft.silhouette}
        onChange={(v) => set('silhouette', v)}
      />
      <OptionSelect
        id="vogel-snavel"
        label="Snavel (vogelwijzer)"
        options={BEAK_OPTIONS}
        value={draft.beak}
        onChange={(v) => set('beak', v)}
      />
      <div className="office-content__actions">
        <button type="submit" className="button" disabled={save.isPending}>
          Publiceren
        </button>
      </div>
      <FormStatus
        error={save.error}
        done={save.isSuccess ? 'De vogel is bijgewerkt.' : undefined}
      />
    </form>
  );
}

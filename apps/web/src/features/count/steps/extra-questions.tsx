import {
  BEPLANTING_OPTIONS,
  BESTRIJDINGSMIDDELEN_OPTIONS,
  ELEMENT_OPTIONS,
  GROOTTETUIN_OPTIONS,
  KATTEN_OPTIONS,
  NEERSLAG_OPTIONS,
  VOEDING_OPTIONS,
  setElementen,
  type CountMetaData,
  type SelectOption,
} from '@tvt/domain';
import { Field } from '#shared/ui/field.tsx';
import { CheckboxGroup } from '#shared/ui/radio-group.tsx';
import { SelectField } from '#shared/ui/select-field.tsx';

type SingleKey =
  'neerslag' | 'groottetuin' | 'beplanting' | 'katten' | 'bestrijdingsmiddelen' | 'voeding';

const QUESTIONS: { key: SingleKey; label: string; options: readonly SelectOption[] }[] = [
  { key: 'neerslag', label: 'Was er neerslag tijdens het tellen?', options: NEERSLAG_OPTIONS },
  { key: 'groottetuin', label: 'Hoe groot is je tuin?', options: GROOTTETUIN_OPTIONS },
  { key: 'beplanting', label: 'Hoeveel van je tuin is beplant?', options: BEPLANTING_OPTIONS },
  { key: 'katten', label: 'Komen er katten in je tuin?', options: KATTEN_OPTIONS },
  {
    key: 'bestrijdingsmiddelen',
    label: 'Gebruik je bestrijdingsmiddelen?',
    options: BESTRIJDINGSMIDDELEN_OPTIONS,
  },
  { key: 'voeding', label: 'Voer je de vogels bij?', options: VOEDING_OPTIONS },
];

interface ExtraQuestionsProps {
  metaData: CountMetaData;
  onChange: (metaData: CountMetaData) => void;
}

/** Spec 2: the optional extra questions; garden size only for a tuin, elements stored lowercase. */
export function ExtraQuestions({ metaData, onChange }: ExtraQuestionsProps) {
  const shown = QUESTIONS.filter((q) => q.key !== 'groottetuin' || metaData.telplek === 'tuin');
  return (
    <section className="extra-questions" aria-labelledby="extra-questions-title">
      <h2 id="extra-questions-title" className="count-subheading">
        Extra vragen <span className="field__optional">(optioneel)</span>
      </h2>
      <p className="field__hint">
        Met deze antwoorden kunnen onderzoekers de tellingen beter vergelijken.
      </p>
      {shown.map((q) => (
        <Field key={q.key} id={`meta-${q.key}`} label={q.label}>
          <SelectField
            id={`meta-${q.key}`}
            value={metaData[q.key]}
            options={q.options}
            onChange={(value) => {
              const next: Record<string, unknown> = { ...metaData };
              if (value === undefined) delete next[q.key];
              else next[q.key] = value;
              onChange(next);
            }}
          />
        </Field>
      ))}
      <CheckboxGroup
        name="elementen"
        legend="Wat is er in je tuin of op je balkon te vinden?"
        options={ELEMENT_OPTIONS}
        values={metaData.elementen ?? []}
        onChange={(values) => onChange(setElementen(metaData, values))}
      />
    </section>
  );
}

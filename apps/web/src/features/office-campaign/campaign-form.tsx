import { type FormEvent, useState } from 'react';
import { BANNER_SEGMENTS, CAMPAIGN_LINK_KEYS, type CampaignLinkKey } from '@tvt/domain';
import { HttpError } from '#shared/http/index.ts';
import { useSaveCampaign } from './api/save-campaign.ts';
import { BannerFields } from './banner-fields.tsx';
import { type CampaignFormState, derivedCountingDays, inputOf } from './campaign-form-state.ts';
import { formatCountingDays } from './campaign-format.ts';
import { CampaignCheck } from './campaign-check.tsx';
import { LINK_FIELDS, SIGN_UP_REPLACES } from './campaign-labels.ts';
import { FormField } from './form-field.tsx';

interface CampaignFormProps {
  /** The year being edited; undefined for a new campaign. */
  year: number | undefined;
  initial: CampaignFormState;
  linkOverrides: readonly CampaignLinkKey[];
  onDone: () => void;
}

const PHASES = [
  ['phase1Start', 'Aankondiging vanaf (de app toont tips en ‘Doe alvast mee’)'],
  ['phase2Start', 'Tellen vanaf (de app opent het tellen)'],
  ['phase3Start', 'Resultaten vanaf (het tellen sluit)'],
] as const;

/** Edit or prepare one campaign; the server's rules decide, its Dutch refusal shows at the field. */
export function CampaignForm({ year, initial, linkOverrides, onDone }: CampaignFormProps) {
  const [form, setForm] = useState(initial);
  // 'Check your answers': a save first shows what the app will do, then asks to confirm.
  const [checking, setChecking] = useState(false);
  const save = useSaveCampaign();
  const refusal = save.error instanceof HttpError ? save.error : undefined;
  const errorOf = (field: string) => (refusal?.field === field ? refusal.message : undefined);
  const days = derivedCountingDays(form);
  // Once a new campaign is stored, the next save changes it rather than creating it again.
  const target = year ?? save.data?.year;
  const heading = target === undefined ? 'Nieuwe campagne' : `Campagne ${target} bewerken`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecking(true);
  };
  if (checking) {
    return (
      <CampaignCheck
        heading={heading}
        form={form}
        busy={save.isPending}
        onBack={() => setChecking(false)}
        onConfirm={() =>
          save.mutate(
            { year: target, input: inputOf(form) },
            { onSettled: () => setChecking(false) },
          )
        }
      />
    );
  }

  return (
    <form
      className="office-campaign__form"
      onSubmit={submit}
      noValidate
      aria-labelledby="campagne-formulier"
    >
      <h2 id="campagne-formulier">{heading}</h2>
      {save.error ? (
        <p role="alert" className="office-campaign__error">
          Niet opgeslagen: {save.error.message}
        </p>
      ) : null}
      {save.isSuccess ? (
        <p role="status" className="office-campaign__saved">
          Opgeslagen. De app volgt binnen enkele seconden.
        </p>
      ) : null}
      <div className="office-campaign__grid">
        <FormField id="campagne-jaar" label="Jaar van de telling" error={errorOf('year')}>
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              readOnly={target !== undefined}
              value={form.year}
              onChange={(event) => setForm({ ...form, year: event.target.value })}
            />
          )}
        </FormField>
        <FormField id="campagne-naam" label="Naam" error={errorOf('name')}>
          {(props) => (
            <input
              {...props}
              type="text"
              value={form.name}
              onChange={(event) => setForm({ ...form, name: event.target.value })}
            />
          )}
        </FormField>
      </div>
      <fieldset className="office-campaign__group">
        <legend>Fasen (Nederlandse tijd)</legend>
        <div className="office-campaign__grid">
          {PHASES.map(([key, label]) => (
            <FormField key={key} id={`campagne-${key}`} label={label} error={errorOf(key)}>
              {(props) => (
                <input
                  {...props}
                  type="datetime-local"
                  value={form[key]}
                  onChange={(event) => setForm({ ...form, [key]: event.target.value })}
                />
              )}
            </FormField>
          ))}
        </div>
        <p className="office-campaign__days" aria-live="polite">
          Teldagen: {days.length > 0 ? formatCountingDays(days) : 'nog niet te bepalen'}
        </p>
      </fieldset>
      <fieldset className="office-campaign__group">
        <legend>Links naar eigen pagina’s (https)</legend>
        <div className="office-campaign__grid">
          {CAMPAIGN_LINK_KEYS.map((key) => (
            <FormField
              key={key}
              id={`campagne-link-${key}`}
              label={LINK_FIELDS[key].label}
              hint={
                linkOverrides.includes(key)
                  ? 'Staat vast in de serverinstellingen.'
                  : key === 'signUp' && form.links.signUp.trim()
                    ? `${LINK_FIELDS[key].hint} ${SIGN_UP_REPLACES}`
                    : LINK_FIELDS[key].hint
              }
              error={errorOf(`links.${key}`)}
            >
              {(props) => (
                <input
                  {...props}
                  type="url"
                  value={form.links[key]}
                  onChange={(event) =>
                    setForm({ ...form, links: { ...form.links, [key]: event.target.value } })
                  }
                />
              )}
            </FormField>
          ))}
        </div>
      </fieldset>
      <fieldset className="office-campaign__group">
        <legend>Banners per doelgroep</legend>
        {BANNER_SEGMENTS.map((segment) => (
          <BannerFields
            key={segment}
            segment={segment}
            value={form.banners[segment]}
            errorOf={errorOf}
            onChange={(banner) =>
              setForm({ ...form, banners: { ...form.banners, [segment]: banner } })
            }
          />
        ))}
      </fieldset>
      <div className="button-row">
        <button type="submit" className="button" disabled={save.isPending}>
          Controleren
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          Sluiten
        </button>
      </div>
    </form>
  );
}

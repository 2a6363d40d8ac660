import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { BANNER_SEGMENTS, CAMPAIGN_LINK_KEYS, type CampaignLinkKey } from '@tvt/domain';
import { HttpError } from '#shared/http/index.ts';
import { useSaveCampaign } from './api/save-campaign.ts';
import { BannerFields } from './banner-fields.tsx';
import { CampaignCheck } from './campaign-check.tsx';
import { CampaignField } from './campaign-field.tsx';
import { type CampaignFormState, derivedCountingDays, inputOf } from './campaign-form-state.ts';
import { formatCountingDays } from './campaign-format.ts';
import { LINK_FIELDS, SIGN_UP_REPLACES } from './campaign-labels.ts';

interface CampaignFormProps {
  /** The year being edited; undefined for a new campaign. */
  year: number | undefined;
  initial: CampaignFormState;
  linkOverrides: readonly CampaignLinkKey[];
  onDone: () => void;
}

const PHASES = [
  ['phase1Start', 'Aankondiging vanaf', 'De app toont tips en ‘Doe alvast mee’.'],
  ['phase2Start', 'Tellen vanaf', 'De app opent het tellen.'],
  ['phase3Start', 'Resultaten vanaf', 'Het tellen sluit; de app toont de uitkomsten.'],
] as const;

/** Edit or prepare one campaign; the server's rules decide, its Dutch refusal shows at the field. */
export function CampaignForm({ year, initial, linkOverrides, onDone }: CampaignFormProps) {
  const form = useForm<CampaignFormState>({ defaultValues: initial });
  // 'Check your answers': 'Controleren' first shows what the app will do, then asks to confirm.
  const [checking, setChecking] = useState<CampaignFormState>();
  const save = useSaveCampaign();
  const refusal = save.error instanceof HttpError ? save.error : undefined;
  const errorOf = (field: string) => (refusal?.field === field ? refusal.message : undefined);
  const values = form.watch();
  const days = derivedCountingDays(values);
  // Once a new campaign is stored, the next save changes it rather than creating it again.
  const target = year ?? save.data?.year;
  const heading = target === undefined ? 'Nieuwe campagne' : `Campagne ${target} bewerken`;

  if (checking) {
    return (
      <CampaignCheck
        heading={heading}
        form={checking}
        state={save}
        onBack={() => setChecking(undefined)}
        onConfirm={() =>
          save.mutate(
            { year: target, input: inputOf(checking) },
            // A refusal goes back to the form, where it shows at its field.
            { onError: () => setChecking(undefined) },
          )
        }
        onDone={onDone}
      />
    );
  }

  return (
    <form
      className="office-campaign__form"
      onSubmit={form.handleSubmit(setChecking)}
      noValidate
      aria-labelledby="campagne-formulier"
    >
      <h2 id="campagne-formulier">{heading}</h2>
      {save.error ? (
        <p role="alert" className="office-campaign__error">
          Niet opgeslagen: {save.error.message}
        </p>
      ) : null}
      <div className="office-campaign__grid">
        <CampaignField
          id="campagne-jaar"
          label="Jaar van de telling"
          type="number"
          readOnly={target !== undefined}
          error={errorOf('year')}
          registered={form.register('year')}
        />
        <CampaignField
          id="campagne-naam"
          label="Naam"
          hint="Zoals de app de telling noemt, bijvoorbeeld ‘Tuinvogeltelling 2027’."
          error={errorOf('name')}
          registered={form.register('name')}
        />
      </div>
      <fieldset className="office-campaign__group">
        <legend>Wanneer (Nederlandse tijd)</legend>
        <div className="office-campaign__grid">
          {PHASES.map(([key, label, hint]) => (
            <CampaignField
              key={key}
              id={`campagne-${key}`}
              label={label}
              hint={hint}
              type="datetime-local"
              error={errorOf(key)}
              registered={form.register(key)}
            />
          ))}
        </div>
        <p className="office-campaign__days" aria-live="polite">
          Teldagen: {days.length > 0 ? formatCountingDays(days) : 'nog niet te bepalen'}
        </p>
      </fieldset>
      <fieldset className="office-campaign__group">
        <legend>Links naar eigen pagina’s</legend>
        <p className="field__hint">Een webadres dat begint met https://. Leeg laten mag.</p>
        <div className="office-campaign__grid">
          {CAMPAIGN_LINK_KEYS.map((key) => (
            <CampaignField
              key={key}
              id={`campagne-link-${key}`}
              label={LINK_FIELDS[key].label}
              type="url"
              hint={
                linkOverrides.includes(key)
                  ? 'Staat vast in de serverinstellingen.'
                  : LINK_FIELDS[key].hint
              }
              warning={
                key === 'signUp' && values.links.signUp.trim() ? SIGN_UP_REPLACES : undefined
              }
              error={errorOf(`links.${key}`)}
              registered={form.register(`links.${key}`)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="office-campaign__group">
        <legend>Banners per doelgroep</legend>
        {BANNER_SEGMENTS.map((segment) => (
          <BannerFields
            key={segment}
            segment={segment}
            form={form}
            error={errorOf(`banners.${segment}.text`)}
            imageError={errorOf(`banners.${segment}.imageId`)}
          />
        ))}
      </fieldset>
      <div className="button-row">
        <button type="submit" className="button">
          Controleren
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          Sluiten
        </button>
      </div>
    </form>
  );
}

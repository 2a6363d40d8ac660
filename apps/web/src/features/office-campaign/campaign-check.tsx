import { CAMPAIGN_LINK_KEYS, fromAmsterdamLocalInput } from '@tvt/domain';
import { PublishActions, type PublishState } from '../office-common/index.ts';
import { type CampaignFormState, derivedCountingDays } from './campaign-form-state.ts';
import { formatCountingDays, formatMoment } from './campaign-format.ts';
import { LINK_FIELDS, SIGN_UP_REPLACES } from './campaign-labels.ts';
import { CampaignPreview } from './campaign-preview.tsx';

interface CampaignCheckProps {
  heading: string;
  form: CampaignFormState;
  state: PublishState;
  onBack: () => void;
  onConfirm: () => void;
  onDone: () => void;
}

const at = (local: string) => {
  const instant = fromAmsterdamLocalInput(local);
  return instant ? formatMoment(instant.toISOString()) : 'geen geldige datum';
};

/**
 * GOV.UK's 'check your answers' before a campaign is stored: when the app does what, which links
 * replace what, and what home and the banners will look like; then one button to confirm.
 */
export function CampaignCheck({
  heading,
  form,
  state,
  onBack,
  onConfirm,
  onDone,
}: CampaignCheckProps) {
  const days = derivedCountingDays(form);
  const dates = days.length > 0 ? formatCountingDays(days) : 'nog niet te bepalen';
  const links = CAMPAIGN_LINK_KEYS.filter((key) => form.links[key].trim());
  return (
    <form
      className="office-campaign__form"
      aria-labelledby="campagne-controle"
      onSubmit={(event) => {
        event.preventDefault();
        if (!state.isPending) onConfirm();
      }}
    >
      <h2 id="campagne-controle">{heading}: controleer en bevestig</h2>
      {form.links.signUp.trim() && (
        <div className="notice notice--warning" role="note">
          <strong>Aanmelden gaat naar een andere site.</strong> {SIGN_UP_REPLACES}
        </div>
      )}
      <dl className="office-campaign__check">
        <dt>Jaar en naam</dt>
        <dd>
          {form.year} — {form.name}
        </dd>
        <dt>De app kondigt de telling aan vanaf</dt>
        <dd>{at(form.phase1Start)}</dd>
        <dt>Tellen kan vanaf</dt>
        <dd>
          {at(form.phase2Start)}
          <br />
          Teldagen: {dates}
        </dd>
        <dt>De app toont de resultaten vanaf</dt>
        <dd>{at(form.phase3Start)}</dd>
        <dt>Links</dt>
        <dd>
          {links.length === 0
            ? 'Geen: de app gebruikt overal haar eigen onderdelen.'
            : links.map((key) => (
                <span key={key} className="office-campaign__check-line">
                  {LINK_FIELDS[key].label}: {form.links[key]}
                </span>
              ))}
        </dd>
      </dl>
      <CampaignPreview form={form} countingDays={days} />
      <p>Na bevestigen volgt de app de campagne binnen enkele seconden.</p>
      <PublishActions state={state} label="Bevestigen en opslaan" done="Opgeslagen">
        <button
          type="button"
          className="button button--secondary"
          onClick={state.isSuccess ? onDone : onBack}
        >
          {state.isSuccess ? 'Sluiten' : 'Terug naar bewerken'}
        </button>
      </PublishActions>
    </form>
  );
}

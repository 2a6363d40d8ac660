import { BANNER_SEGMENTS, CAMPAIGN_LINK_KEYS, fromAmsterdamLocalInput } from '@tvt/domain';
import { SEGMENT_LABELS } from './banner-fields.tsx';
import { type CampaignFormState, derivedCountingDays } from './campaign-form-state.ts';
import { formatCountingDays, formatMoment } from './campaign-format.ts';
import { LINK_FIELDS, SIGN_UP_REPLACES } from './campaign-labels.ts';

interface CampaignCheckProps {
  heading: string;
  form: CampaignFormState;
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

const at = (local: string) => {
  const instant = fromAmsterdamLocalInput(local);
  return instant ? formatMoment(instant.toISOString()) : 'geen geldige datum';
};

/**
 * GOV.UK's 'check your answers' before a campaign is stored: what the app will show and when,
 * which links replace what, the banner per audience; then one button to confirm.
 */
export function CampaignCheck({ heading, form, busy, onBack, onConfirm }: CampaignCheckProps) {
  const days = derivedCountingDays(form);
  const links = CAMPAIGN_LINK_KEYS.filter((key) => form.links[key].trim());
  return (
    <section className="office-campaign__form" aria-labelledby="campagne-controle">
      <h2 id="campagne-controle">{heading}: controleer en bevestig</h2>
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
          Teldagen: {days.length > 0 ? formatCountingDays(days) : 'nog niet te bepalen'}
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
          {form.links.signUp.trim() && <p className="notice notice--warning">{SIGN_UP_REPLACES}</p>}
        </dd>
        {BANNER_SEGMENTS.map((segment) => (
          <div key={segment} className="office-campaign__check-row">
            <dt>Banner voor {SEGMENT_LABELS[segment].toLowerCase()}</dt>
            <dd>
              {form.banners[segment].text.trim() || 'De standaardtekst van de app'}
              {form.banners[segment].imageUrl && (
                <img src={form.banners[segment].imageUrl} alt="" width={160} />
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p>Na bevestigen volgt de app de campagne binnen enkele seconden.</p>
      <div className="button-row">
        <button type="button" className="button" disabled={busy} onClick={onConfirm}>
          {busy ? 'Opslaan…' : 'Bevestigen en opslaan'}
        </button>
        <button type="button" className="button button--secondary" onClick={onBack}>
          Terug naar bewerken
        </button>
      </div>
    </section>
  );
}

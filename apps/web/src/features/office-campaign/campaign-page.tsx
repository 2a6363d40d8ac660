import { useState } from 'react';
import type { OfficeCampaign } from '@tvt/contract/office';
import { OfficePage } from '../office-common/index.ts';
import { useCampaigns } from './api/campaigns-query.ts';
import { CampaignForm } from './campaign-form.tsx';
import { type CampaignFormState, formOf, nextYearForm } from './campaign-form-state.ts';
import { PHASE_NAMES, formatCountingDays, formatMoment } from './campaign-format.ts';
import { CampaignTable } from './campaign-table.tsx';
import './campaign.css';

/** Which campaign the form edits: an existing year, or a new one prepared from the latest. */
type Editing = { year: number | undefined; initial: CampaignFormState; key: string };

/** `/beheer/campagne` (admin): the campaign's dates, links and banners (issue 12). */
export function CampaignPage() {
  const campaigns = useCampaigns();
  const [editing, setEditing] = useState<Editing>();
  const data = campaigns.data;

  const edit = (campaign: OfficeCampaign) =>
    setEditing({ year: campaign.year, initial: formOf(campaign), key: `y${campaign.year}` });
  const prepareNext = () => {
    const latest = data?.campaigns[0];
    if (latest) setEditing({ year: undefined, initial: nextYearForm(latest), key: 'new' });
  };

  return (
    <OfficePage
      heading="Campagne"
      intro="Het jaar, de drie fasen, de links en de banners van de telling. De app volgt een wijziging binnen enkele seconden."
    >
      {campaigns.isPending ? <p role="status">Campagnes laden…</p> : null}
      {campaigns.isError ? (
        <p role="alert" className="office-campaign__error">
          {campaigns.error.message}
        </p>
      ) : null}
      {data ? (
        <>
          <section aria-labelledby="campagne-nu" className="office-campaign__now">
            <h2 id="campagne-nu">Nu in de app</h2>
            <p>
              De app volgt campagne {data.currentYear} en staat in {PHASE_NAMES[data.phase]}.
              {data.nextTakeOver
                ? ` De volgende campagne neemt het over op ${formatMoment(data.nextTakeOver)}.`
                : null}
            </p>
            {data.overrides.campaign ? (
              <p className="office-campaign__notice">
                De data van de campagne staan vast in de serverinstellingen (CAMPAIGN_PHASE…): die
                gaan voor wat hier staat, tot de beheerder van de server ze weghaalt.
              </p>
            ) : null}
            {data.overrides.links.length > 0 ? (
              <p className="office-campaign__notice">
                Links die in de serverinstellingen staan, gaan voor wat hier staat.
              </p>
            ) : null}
          </section>
          <CampaignTable campaigns={data.campaigns} onEdit={edit} formatDays={formatCountingDays} />
          <p>
            <button type="button" className="button button--secondary" onClick={prepareNext}>
              Volgende campagne voorbereiden
            </button>
          </p>
          {editing ? (
            <CampaignForm
              key={editing.key}
              year={editing.year}
              initial={editing.initial}
              linkOverrides={data.overrides.links}
              onDone={() => setEditing(undefined)}
            />
          ) : null}
        </>
      ) : null}
    </OfficePage>
  );
}

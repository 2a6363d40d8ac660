import type { OfficeCampaign } from '@tvt/contract/office';
import { formatMoment } from './campaign-format.ts';

interface CampaignTableProps {
  campaigns: readonly OfficeCampaign[];
  onEdit: (campaign: OfficeCampaign) => void;
  formatDays: (days: readonly string[]) => string;
}

function status(campaign: OfficeCampaign): string {
  if (!campaign.active) return 'Uitgeschakeld';
  if (campaign.current) return 'In de app';
  return Date.parse(campaign.phase1Start) > Date.now() ? 'Gepland' : 'Afgelopen';
}

/** Every campaign, newest first, with its phase starts and derived counting days. */
export function CampaignTable({ campaigns, onEdit, formatDays }: CampaignTableProps) {
  return (
    <div className="office-campaign__table-wrap">
      <table className="office-campaign__table">
        <caption>Campagnes</caption>
        <thead>
          <tr>
            <th scope="col">Jaar</th>
            <th scope="col">Start fase 1</th>
            <th scope="col">Start fase 2</th>
            <th scope="col">Start fase 3</th>
            <th scope="col">Teldagen</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actie</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {campaigns.map((campaign) => (
            <tr key={campaign.year}>
              <th scope="row">{campaign.year}</th>
              <td>{formatMoment(campaign.phase1Start)}</td>
              <td>{formatMoment(campaign.phase2Start)}</td>
              <td>{formatMoment(campaign.phase3Start)}</td>
              <td>{formatDays(campaign.countingDays)}</td>
              <td>{status(campaign)}</td>
              <td>
                <button type="button" className="button" onClick={() => onEdit(campaign)}>
                  Bewerk {campaign.year}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { Link } from 'react-router';
import type { Dashboard } from '@tvt/contract/office';
import { paths } from '#shared/paths/paths.ts';
import { useOfficeRoles } from '../office-common/index.ts';
import { DashboardSection } from './dashboard-section.tsx';
import { hourLabel, number } from './dashboard-format.ts';
import { refusalSum } from './refusals-section.tsx';

/** The app's steps that report a failed submission, as the organiser knows them. */
const STEP: Record<string, string> = {
  submitCount: 'Geweigerd bij versturen',
  flushOutbox: 'Geweigerd uit de wachtrij van de telefoon',
  buildPayload: 'Telling niet samen te stellen',
};

/**
 * What needs a person: counts waiting in moderation, the submissions the app saw fail and,
 * beside them, those the server refused (per minute in their own panel).
 */
export function AttentionSection({ data }: { data: Dashboard }) {
  const roles = useOfficeRoles();
  const moderates = roles.includes('moderator') || roles.includes('admin');
  const { errors } = data;
  return (
    <DashboardSection id="aandacht" title="Aandacht nodig" wide>
      <dl className="office-dashboard__tiles office-dashboard__tiles--two">
        {data.moderationWaiting === null ? null : (
          <div className="office-dashboard__tile">
            <dt>Wachten op moderatie</dt>
            <dd>
              <span className="office-dashboard__value">
                {number.format(data.moderationWaiting)}
              </span>
              {moderates ? (
                <Link className="office-dashboard__link" to={`${paths.office}/moderatie`}>
                  Naar moderatie
                </Link>
              ) : null}
            </dd>
          </div>
        )}
        <div className="office-dashboard__tile">
          <dt>Mislukte inzendingen, laatste uur</dt>
          <dd>
            <span className="office-dashboard__value">{number.format(errors.lastHour)}</span>
            <span className="office-dashboard__note">
              {number.format(errors.lastDay)} in 24 uur, {number.format(errors.total)} in totaal
            </span>
          </dd>
        </div>
        <div className="office-dashboard__tile">
          <dt>Geweigerd door de server, laatste uur</dt>
          <dd>
            <span className="office-dashboard__value">
              {number.format(refusalSum(data.refusals.lastHour))}
            </span>
            <span className="office-dashboard__note">
              {number.format(refusalSum(data.refusals.lastDay))} in 24 uur, van alle servers
            </span>
          </dd>
        </div>
      </dl>
      {errors.groups.length === 0 ? (
        <p className="office-dashboard__intro">De app meldde de laatste 24 uur geen fouten.</p>
      ) : (
        <table className="office-table office-dashboard__errors">
          <caption>Meldingen van de app, laatste 24 uur</caption>
          <thead>
            <tr>
              <th scope="col">Wat</th>
              <th scope="col">Melding</th>
              <th scope="col">Aantal</th>
              <th scope="col">Laatst</th>
            </tr>
          </thead>
          <tbody>
            {errors.groups.map((group) => (
              <tr key={`${group.functionName} ${group.message}`}>
                <td>{STEP[group.functionName] ?? group.functionName}</td>
                <td>{group.message}</td>
                <td>{number.format(group.reports)}</td>
                <td>{hourLabel(group.last)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DashboardSection>
  );
}

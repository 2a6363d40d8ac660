import type { Dashboard, DashboardPeriod } from '@tvt/contract/office';
import { dutchMessage } from '#shared/http/index.ts';
import { useDashboard } from './dashboard-query.ts';
import './office-dashboard.css';

const number = new Intl.NumberFormat('nl-NL');
const hourLabel = new Intl.DateTimeFormat('nl-NL', {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Amsterdam',
});
const minuteLabel = new Intl.DateTimeFormat('nl-NL', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Amsterdam',
});
const dayLabel = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});

const sum = (periods: readonly DashboardPeriod[], key: 'counts' | 'participants' | 'birds') =>
  periods.reduce((total, period) => total + period[key], 0);

function Tile({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <div className="office-dashboard__tile">
      <dt>{label}</dt>
      <dd>
        <span className="office-dashboard__value">{number.format(value)}</span>
        {note ? <span className="office-dashboard__note">{note}</span> : null}
      </dd>
    </div>
  );
}

function Now({ data }: { data: Dashboard }) {
  const current = data.minutes.at(-1)?.counts ?? 0;
  const peak = Math.max(1, ...data.minutes.map((m) => m.counts));
  return (
    <section aria-labelledby="dashboard-now">
      <h2 id="dashboard-now">Nu</h2>
      <dl className="office-dashboard__tiles">
        <Tile label="Inzendingen deze minuut" value={current} />
        <Tile label="Inzendingen laatste 15 minuten" value={sum(data.minutes, 'counts')} />
        <Tile
          label="Foutmeldingen laatste 24 uur"
          value={data.errorReports.lastDay}
          note={`${number.format(data.errorReports.total)} in totaal`}
        />
        {data.moderationWaiting === null ? null : (
          <Tile label="Wachten op moderatie" value={data.moderationWaiting} />
        )}
      </dl>
      <h3>Inzendingen per minuut</h3>
      <ol className="office-dashboard__bars">
        {data.minutes.map((minute) => (
          <li key={minute.start}>
            <span
              className="office-dashboard__bar"
              style={{ blockSize: `${(minute.counts / peak) * 100}%` }}
            />
            <span className="office-dashboard__bar-label">
              {minuteLabel.format(new Date(minute.start))}: {number.format(minute.counts)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Weekend({ data }: { data: Dashboard }) {
  const { hours, campaign } = data;
  // Hours without a count say nothing: folded away, and said so.
  const active = hours.filter((hour) => hour.counts > 0 || hour.participants > 0);
  const folded = hours.length - active.length;
  return (
    <section aria-labelledby="dashboard-weekend">
      <h2 id="dashboard-weekend">Telweekend {campaign.year} per uur van binnenkomst</h2>
      {hours.length === 0 ? (
        <p>Het telweekend begint {dayLabel.format(new Date(campaign.countingFrom))}.</p>
      ) : (
        <>
          <dl className="office-dashboard__tiles">
            <Tile label="Tellingen" value={sum(hours, 'counts')} />
            <Tile label="Deelnemers" value={sum(hours, 'participants')} />
            <Tile label="Vogels" value={sum(hours, 'birds')} />
          </dl>
          <div className="office-dashboard__scroll" tabIndex={0} role="region" aria-label="Per uur">
            <table className="office-table">
              <thead>
                <tr>
                  <th scope="col">Uur</th>
                  <th scope="col">Tellingen</th>
                  <th scope="col">Deelnemers</th>
                  <th scope="col">Vogels</th>
                </tr>
              </thead>
              <tbody>
                {active.map((hour) => (
                  <tr key={hour.start}>
                    <th scope="row">{hourLabel.format(new Date(hour.start))}</th>
                    <td>{number.format(hour.counts)}</td>
                    <td>{number.format(hour.participants)}</td>
                    <td>{number.format(hour.birds)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {folded > 0 ? (
            <p className="office-dashboard__folded">
              {folded} {folded === 1 ? 'uur' : 'uren'} zonder tellingen weggelaten.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

/** Issue 12 "Dashboard": the figures on the office's start page, refreshed every 30 s. */
export function DashboardFigures() {
  const dashboard = useDashboard();
  if (dashboard.isPending) return <p role="status">Cijfers laden…</p>;
  if (dashboard.isError) {
    return (
      <p role="alert">{dutchMessage(dashboard.error, 'De cijfers konden niet worden geladen.')}</p>
    );
  }
  return (
    <div className="office-dashboard">
      <Now data={dashboard.data} />
      <Weekend data={dashboard.data} />
    </div>
  );
}

import type { Dashboard } from '@tvt/contract/office';
import { BarChart } from './bar-chart.tsx';
import { DashboardSection } from './dashboard-section.tsx';
import { clock, decimal, number } from './dashboard-format.ts';

/** Submissions per minute now, the last quarter of an hour as bars, and as a table. */
export function NowSection({ data }: { data: Dashboard }) {
  const { minutes } = data;
  const recent = minutes.reduce((sum, m) => sum + m.counts, 0);
  return (
    <DashboardSection id="nu" title="Nu">
      <p className="office-dashboard__headline">
        <span className="office-dashboard__value">{decimal.format(data.perMinute)}</span>{' '}
        inzendingen per minuut
      </p>
      <p className="office-dashboard__intro">
        Gemiddelde van de laatste 5 hele minuten; {number.format(recent)} in het laatste kwartier.
      </p>
      <BarChart
        columns={minutes.map((m) => ({ key: m.start, label: clock(m.start), values: [m.counts] }))}
        series={['Inzendingen']}
        labelEvery={5}
      />
      <details className="office-dashboard__details">
        <summary>Per minuut als tabel</summary>
        <table className="office-table">
          <thead>
            <tr>
              <th scope="col">Minuut</th>
              <th scope="col">Inzendingen</th>
            </tr>
          </thead>
          <tbody>
            {minutes.map((m) => (
              <tr key={m.start}>
                <th scope="row">{clock(m.start)}</th>
                <td>{number.format(m.counts)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </DashboardSection>
  );
}

import type { Dashboard } from '@tvt/contract/office';
import { foldQuietHours } from '@tvt/domain';
import { BarChart } from './bar-chart.tsx';
import { DashboardSection } from './dashboard-section.tsx';
import { hourLabel, number, quietText, shortHour } from './dashboard-format.ts';

const SERIES = ['Geteld in dit uur', 'Binnengekomen in dit uur'];

/**
 * Counts per hour by the moment counted and by arrival (they differ: a phone without signal
 * sends later), hours without counts folded into one line.
 */
export function HoursSection({ data }: { data: Dashboard }) {
  const lines = foldQuietHours(data.hours);
  const busiest = data.hours.reduce<(typeof data.hours)[number] | undefined>(
    (best, hour) => (!best || hour.counted > best.counted ? hour : best),
    undefined,
  );
  const quiet = lines.reduce((sum, line) => sum + (line.kind === 'quiet' ? line.hours : 0), 0);
  return (
    <DashboardSection
      id="per-uur"
      title="Per uur"
      intro="Wanneer er geteld is, en wanneer de tellingen binnenkwamen. Uren zonder tellingen zijn samengevouwen."
      wide
    >
      {lines.length === 0 ? (
        <p>Er zijn nog geen tellingen voor {data.campaign.year}.</p>
      ) : (
        <>
          <p className="office-dashboard__explain">
            {busiest && busiest.counted > 0
              ? `Drukste uur: ${hourLabel(busiest.start)}, ${number.format(busiest.counted)} tellingen geteld.`
              : null}{' '}
            {quiet > 0 ? `Stille tijd zonder tellingen (${quietText(quiet)}) is weggelaten.` : null}
          </p>
          <BarChart
            series={SERIES}
            labelEvery={Math.max(1, Math.ceil(lines.length / 8))}
            columns={lines.map((line) =>
              line.kind === 'quiet'
                ? {
                    key: line.from,
                    label: '',
                    values: [],
                    quiet: true,
                  }
                : {
                    key: line.start,
                    label: shortHour(line.start),
                    values: [line.counted, line.arrived],
                  },
            )}
          />
          <details className="office-dashboard__details">
            <summary>Per uur als tabel</summary>
            <div
              className="office-dashboard__scroll"
              tabIndex={0}
              role="region"
              aria-label="Per uur"
            >
              <table className="office-table">
                <thead>
                  <tr>
                    <th scope="col">Uur</th>
                    <th scope="col">{SERIES[0]}</th>
                    <th scope="col">{SERIES[1]}</th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((line) =>
                    line.kind === 'quiet' ? (
                      <tr key={line.from} className="office-dashboard__quiet">
                        <td colSpan={3}>{quietText(line.hours)} zonder tellingen</td>
                      </tr>
                    ) : (
                      <tr key={line.start}>
                        <th scope="row">{hourLabel(line.start)}</th>
                        <td>{number.format(line.counted)}</td>
                        <td>{number.format(line.arrived)}</td>
                      </tr>
                    ),
                  )}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </DashboardSection>
  );
}

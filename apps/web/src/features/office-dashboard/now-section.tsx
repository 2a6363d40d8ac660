import type { Dashboard } from '@tvt/contract/office';
import { BarChart } from './bar-chart.tsx';
import { DashboardSection } from './dashboard-section.tsx';
import { clock, decimal, number } from './dashboard-format.ts';
import { MinuteTable } from './minute-table.tsx';

const SERIES = ['Inzendingen'];

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
        series={SERIES}
        labelEvery={5}
      />
      <MinuteTable
        summary="Per minuut als tabel"
        series={SERIES}
        rows={minutes.map((m) => ({ start: m.start, values: [m.counts] }))}
      />
    </DashboardSection>
  );
}

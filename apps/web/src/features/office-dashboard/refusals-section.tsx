import type { Dashboard, DashboardRefusalCounts } from '@tvt/contract/office';
import { REFUSAL_KINDS, type RefusalKind } from '@tvt/domain';
import { BarChart } from './bar-chart.tsx';
import { DashboardSection } from './dashboard-section.tsx';
import { clock, number } from './dashboard-format.ts';
import { MinuteTable } from './minute-table.tsx';

/** Each refusal as the organiser reads it (the answer's status in the table's caption). */
const KIND: Record<RefusalKind, string> = {
  invalid: 'Afgekeurd bij de controle',
  conflict: 'Zelfde telling, andere inhoud',
  tooMany: 'Te veel tegelijk',
};
const SERIES = REFUSAL_KINDS.map((kind) => KIND[kind]);

const sum = (counts: DashboardRefusalCounts) =>
  REFUSAL_KINDS.reduce((total, kind) => total + counts[kind], 0);

/** 'De server weigerde het laatste uur 12 inzendingen: 3 afgekeurd bij de controle, …' */
function sentence(counts: DashboardRefusalCounts): string {
  const total = sum(counts);
  if (total === 0) return 'De server weigerde het laatste uur geen inzendingen.';
  const parts = REFUSAL_KINDS.filter((kind) => counts[kind] > 0).map(
    (kind) => `${number.format(counts[kind])} ${KIND[kind].toLowerCase()}`,
  );
  const noun = total === 1 ? 'inzending' : 'inzendingen';
  return `De server weigerde het laatste uur ${number.format(total)} ${noun}: ${parts.join(', ')}.`;
}

/**
 * The count submissions the server itself refused (decision 131), beside the app's own
 * reports: per minute and kind over the last quarter of an hour, summed over every instance.
 */
export function RefusalsSection({ data }: { data: Dashboard }) {
  const { refusals } = data;
  return (
    <DashboardSection
      id="geweigerd"
      title="Geweigerd door de server"
      intro="Inzendingen die de server niet aannam, van alle servers samen."
    >
      <p className="office-dashboard__explain">
        {sentence(refusals.lastHour)} In 24 uur: {number.format(sum(refusals.lastDay))}.
      </p>
      <BarChart
        columns={refusals.minutes.map((m) => ({
          key: m.start,
          label: clock(m.start),
          values: REFUSAL_KINDS.map((kind) => m[kind]),
        }))}
        series={SERIES}
        labelEvery={5}
      />
      <MinuteTable
        summary="Per minuut en soort als tabel"
        caption="Geweigerd: afgekeurd bij de controle (400), zelfde telling met andere inhoud (409), te veel tegelijk van één adres (429)"
        series={SERIES}
        rows={refusals.minutes.map((m) => ({
          start: m.start,
          values: REFUSAL_KINDS.map((kind) => m[kind]),
        }))}
      />
    </DashboardSection>
  );
}

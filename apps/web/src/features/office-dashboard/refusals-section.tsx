import type { Dashboard, DashboardRefusalCounts } from '@tvt/contract/office';
import { REFUSAL_KINDS, type RefusalKind } from '@tvt/domain';
import { BarChart } from './bar-chart.tsx';
import { DashboardSection } from './dashboard-section.tsx';
import { clock, number } from './dashboard-format.ts';
import { MinuteTable } from './minute-table.tsx';

/** Each refusal as the organiser reads it, and short, with the answer's status, for a column. */
const KIND: Record<RefusalKind, { text: string; column: string }> = {
  invalid: { text: 'Afgekeurd bij de controle', column: 'Controle (400)' },
  conflict: { text: 'Zelfde telling, andere inhoud', column: 'Inhoud (409)' },
  tooMany: { text: 'Te veel tegelijk', column: 'Te veel (429)' },
};

/** All refusals of a period, every kind. */
export const refusalSum = (counts: DashboardRefusalCounts) =>
  REFUSAL_KINDS.reduce((total, kind) => total + counts[kind], 0);

/** 'De server weigerde het laatste uur 12 inzendingen: 3 afgekeurd bij de controle, …' */
function sentence(counts: DashboardRefusalCounts): string {
  const total = refusalSum(counts);
  if (total === 0) return 'De server weigerde het laatste uur geen inzendingen.';
  const parts = REFUSAL_KINDS.filter((kind) => counts[kind] > 0).map(
    (kind) => `${number.format(counts[kind])} ${KIND[kind].text.toLowerCase()}`,
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
        {sentence(refusals.lastHour)} In 24 uur: {number.format(refusalSum(refusals.lastDay))}.
      </p>
      <p className="office-dashboard__explain">
        Controle: de telling klopte niet. Inhoud: een telling kwam terug met iets anders erin. Te
        veel: te veel inzendingen van één adres in een minuut.
      </p>
      <BarChart
        columns={refusals.minutes.map((m) => ({
          key: m.start,
          label: clock(m.start),
          values: REFUSAL_KINDS.map((kind) => m[kind]),
        }))}
        series={REFUSAL_KINDS.map((kind) => KIND[kind].text)}
        labelEvery={5}
      />
      <MinuteTable
        summary="Per minuut en soort als tabel"
        caption="Geweigerde inzendingen per minuut"
        series={REFUSAL_KINDS.map((kind) => KIND[kind].column)}
        rows={refusals.minutes.map((m) => ({
          start: m.start,
          values: REFUSAL_KINDS.map((kind) => m[kind]),
        }))}
      />
    </DashboardSection>
  );
}

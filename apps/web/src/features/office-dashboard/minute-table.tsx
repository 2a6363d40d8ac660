import { clock, number } from './dashboard-format.ts';

interface MinuteTableProps {
  /** The disclosure's label. */
  summary: string;
  caption?: string;
  /** One column name per value of a row. */
  series: readonly string[];
  rows: readonly { start: string; values: readonly number[] }[];
}

/** A chart's figures per minute as a table, folded in a disclosure under the chart. */
export function MinuteTable({ summary, caption, series, rows }: MinuteTableProps) {
  return (
    <details className="office-dashboard__details">
      <summary>{summary}</summary>
      <div className="office-dashboard__scroll" tabIndex={0} role="region" aria-label={summary}>
        <table className="office-table">
          {caption ? <caption>{caption}</caption> : null}
          <thead>
            <tr>
              <th scope="col">Minuut</th>
              {series.map((name) => (
                <th scope="col" key={name}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.start}>
                <th scope="row">{clock(row.start)}</th>
                {row.values.map((value, index) => (
                  <td key={series[index]}>{number.format(value)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

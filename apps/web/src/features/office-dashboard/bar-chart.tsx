export interface ChartColumn {
  key: string;
  /** Shown under the column (every few columns when there are many). */
  label: string;
  values: readonly number[];
  /** A folded quiet stretch: drawn as a gap marker instead of bars. */
  quiet?: boolean;
}

interface BarChartProps {
  columns: readonly ChartColumn[];
  /** One name per value of a column, in the legend. */
  series: readonly string[];
  /** Label every n-th column. */
  labelEvery?: number;
}

/**
 * Columns of bars for the eye only (aria-hidden): the section gives the same figures as text
 * and as a table, which is what a screen reader reads (WCAG 1.1.1 via the text alternative).
 */
export function BarChart({ columns, series, labelEvery = 1 }: BarChartProps) {
  const peak = Math.max(1, ...columns.flatMap((c) => c.values));
  return (
    <div className="bar-chart" aria-hidden="true">
      {series.length > 1 && (
        <ul className="bar-chart__legend">
          {series.map((name, index) => (
            <li key={name}>
              <span className={`bar-chart__swatch bar-chart__bar--s${index}`} />
              {name}
            </li>
          ))}
        </ul>
      )}
      <div className="bar-chart__plot">
        {columns.map((column, index) => (
          <div
            key={column.key}
            className={`bar-chart__column${column.quiet ? ' bar-chart__column--quiet' : ''}`}
          >
            <div className="bar-chart__bars">
              {column.quiet ? (
                <span className="bar-chart__quiet">⋯</span>
              ) : (
                column.values.map((value, s) => (
                  <span
                    key={series[s]}
                    className={`bar-chart__bar bar-chart__bar--s${s}`}
                    style={{ blockSize: `${(value / peak) * 100}%` }}
                  />
                ))
              )}
            </div>
            <span className="bar-chart__label">
              {index % labelEvery === 0 || column.quiet ? column.label : ''}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}

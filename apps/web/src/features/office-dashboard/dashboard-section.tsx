import type { ReactNode } from 'react';

interface DashboardSectionProps {
  /** Unique on the page: the heading's id is `dashboard-<id>`. */
  id: string;
  title: string;
  /** One line under the heading: what the figures are. */
  intro?: ReactNode;
  /** Spans the whole width of the dashboard grid. */
  wide?: boolean;
  children: ReactNode;
}

/** One panel of the office's start page: a titled section in the dashboard grid. */
export function DashboardSection({ id, title, intro, wide, children }: DashboardSectionProps) {
  return (
    <section
      className={`office-dashboard__panel${wide ? ' office-dashboard__panel--wide' : ''}`}
      aria-labelledby={`dashboard-${id}`}
    >
      <h2 id={`dashboard-${id}`}>{title}</h2>
      {intro ? <p className="office-dashboard__intro">{intro}</p> : null}
      {children}
    </section>
  );
}

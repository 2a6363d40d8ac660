import { dutchMessage } from '#shared/http/index.ts';
import { AttentionSection } from './attention-section.tsx';
import { useDashboard } from './dashboard-query.ts';
import { HoursSection } from './hours-section.tsx';
import { NowSection } from './now-section.tsx';
import { WeekendProgress } from './weekend-progress.tsx';
import './office-dashboard.css';

/**
 * Issue 31 "Dashboard for the weekend", refreshed every 30 s. Each panel is a
 * `DashboardSection` in one grid: another panel is one more line here.
 */
export function DashboardFigures() {
  const dashboard = useDashboard();
  if (dashboard.isPending) return <p role="status">Cijfers laden…</p>;
  if (dashboard.isError) {
    return (
      <p role="alert">{dutchMessage(dashboard.error, 'De cijfers konden niet worden geladen.')}</p>
    );
  }
  const { data } = dashboard;
  return (
    <div className="office-dashboard">
      <WeekendProgress data={data} />
      <NowSection data={data} />
      <AttentionSection data={data} />
      <HoursSection data={data} />
    </div>
  );
}

import { useSearchParams } from 'react-router';
import { dutchMessage } from '#shared/http/index.ts';
import { AttentionSection } from './attention-section.tsx';
import { useDashboard } from './dashboard-query.ts';
import { HoursSection } from './hours-section.tsx';
import { NowSection } from './now-section.tsx';
import { RefusalsSection } from './refusals-section.tsx';
import { WeekendProgress } from './weekend-progress.tsx';
import './office-dashboard.css';

/** `?jaar=2026`: a year; anything else is the weekend in view. */
function yearParam(value: string | null): number | undefined {
  return value !== null && /^20\d{2}$/.test(value) ? Number(value) : undefined;
}

/**
 * Issue 31 "Dashboard for the weekend", refreshed every 30 s: the weekend in view (the running
 * or coming one, decision 132), or the one of `?jaar=`. Each panel is a `DashboardSection` in
 * one grid: another panel is one more line here.
 */
export function DashboardFigures() {
  const [params] = useSearchParams();
  const dashboard = useDashboard(yearParam(params.get('jaar')));
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
      <RefusalsSection data={data} />
      <AttentionSection data={data} />
      <HoursSection data={data} />
    </div>
  );
}

/** Public entry of the office dashboard: the figures on the office's start page (issue 12). */
export { DashboardFigures } from './dashboard-figures.tsx';

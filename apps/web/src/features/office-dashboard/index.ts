/**
 * Public entry of the office dashboard: the figures on the office's start page (issues 12, 31)
 * and the panel frame another feature's panel uses to sit in the same grid.
 */
export { DashboardFigures } from './dashboard-figures.tsx';
export { DashboardSection } from './dashboard-section.tsx';

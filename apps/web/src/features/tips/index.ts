/** Public entry of the garden tips: the grid (tips screen, home) and the tip detail. */
export { TipDetail, useTipHeading } from './tip-detail.tsx';
export { TipsGrid } from './tips-grid.tsx';
export { TipText } from './tip-text.tsx';

/** Public entry of the office's platform health: the panel on the office's start page. */
export { PlatformHealthPanel } from './platform-health-panel.tsx';

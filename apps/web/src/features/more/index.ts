/** Public entry of the 'Meer' screen. */
export { MoreMenu } from './more-menu.tsx';

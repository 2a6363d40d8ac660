/** Public entry of the office shell (issue 12): the whole office under /beheer, lazy-loaded. */
export { OfficeApp } from './office-app.tsx';

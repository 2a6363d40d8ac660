/** Public entry of the office's moderation and research export (issue 12). */
export { ModerationPage } from './moderation-page.tsx';
export { ExportPage } from './export-page.tsx';

/** Public entry of the office's audit log page (issue 12, admin). */
export { OfficeAuditPage } from './audit-page.tsx';

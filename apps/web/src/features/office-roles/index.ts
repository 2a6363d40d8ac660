/** Public entry of the office's roles page (issue 12, admin). */
export { OfficeRolesPage } from './roles-page.tsx';

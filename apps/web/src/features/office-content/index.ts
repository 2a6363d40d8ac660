/** Public entry of the content office: Beheer → Inhoud (tips, texts) and Beheer → Vogels. */
export { OfficeBirdsPage } from './office-birds-page.tsx';
export { OfficeContentPage } from './office-content-page.tsx';

/** The office's reminder sign-up and personal data pages (issue 12, decisions 080–082). */
export { PersonalDataPage } from './personal-data-page.tsx';
export { ReminderPage } from './reminder-page.tsx';

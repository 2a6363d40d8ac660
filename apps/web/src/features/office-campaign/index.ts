/** Public entry of the office's campaign area (issue 12): loaded only under /beheer. */
export { CampaignPage } from './campaign-page.tsx';

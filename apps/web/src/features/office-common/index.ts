/**
 * Public entry of what every office area uses (issue 12): the office API's addresses, the
 * page frame, the current account's roles. The shell and each `office-<area>` feature import
 * this; it imports no office feature, so the shell's section list cannot make a cycle.
 */
export { OFFICE_API, officeUrl } from './office-api.ts';
export { fetchOfficeMe, officeMeQuery, useOfficeMe } from './office-me-query.ts';
export { OfficePage } from './office-page.tsx';
export { useOfficeSegments } from './office-segments.ts';
export { OfficeRolesContext, useOfficeRoles } from './office-roles-context.ts';
export { MutationNotice } from './mutation-notice.tsx';
export { PublishActions, type PublishState } from './publish-actions.tsx';

/**
 * Issue 12 "Who may enter": the office roles. `admin` implies every other role; `research`
 * (issue 34) downloads the research exports and nothing else.
 * Pure rules, shared by the API (access checks, claim mapping) and the web office (navigation).
 */
export const OFFICE_ROLES = ['editor', 'moderator', 'research', 'admin'] as const;
export type OfficeRole = (typeof OFFICE_ROLES)[number];

export const isOfficeRole = (value: unknown): value is OfficeRole =>
  typeof value === 'string' && (OFFICE_ROLES as readonly string[]).includes(value);

/** True when `roles` grant `required` (an admin may do everything). */
export function hasOfficeRole(roles: readonly OfficeRole[], required: OfficeRole): boolean {
  return roles.includes('admin') || roles.includes(required);
}

/** Known roles only, each once, in the order of OFFICE_ROLES. */
export function normaliseRoles(values: Iterable<unknown>): OfficeRole[] {
  const given = new Set(values);
  return OFFICE_ROLES.filter((role) => given.has(role));
}

/** Dutch names of the roles, for the office's screens. */
export const OFFICE_ROLE_LABEL: Record<OfficeRole, string> = {
  editor: 'Redacteur',
  moderator: 'Moderator',
  research: 'Onderzoeker',
  admin: 'Beheerder',
};

/**
 * Issue 31: the audit log filtered by area of the office. Each area is the actions whose code
 * starts with one of its prefixes (`<area>.<verb>`, AuditEntry's convention).
 */
export const AUDIT_AREAS = {
  rollen: { label: 'Rollen en accounts', prefixes: ['role.', 'account.'] },
  campagne: { label: 'Campagne', prefixes: ['campaign.'] },
  inhoud: {
    label: 'Inhoud',
    prefixes: ['tip.', 'text.', 'faq.', 'tour.', 'menu.', 'media.'],
  },
  vogels: { label: 'Vogels', prefixes: ['bird.'] },
  herinnering: { label: 'Herinnering', prefixes: ['reminder.'] },
  moderatie: { label: 'Moderatie', prefixes: ['moderation.'] },
  export: { label: 'Exports', prefixes: ['export.', 'newsletter.'] },
  persoonsgegevens: { label: 'Persoonsgegevens', prefixes: ['retention.'] },
} as const;

export type AuditArea = keyof typeof AUDIT_AREAS;
export const AUDIT_AREA_KEYS = Object.keys(AUDIT_AREAS) as AuditArea[];

/** The area an action code belongs to, or undefined for a code of no known area. */
export function auditAreaOf(action: string): AuditArea | undefined {
  return AUDIT_AREA_KEYS.find((area) =>
    AUDIT_AREAS[area].prefixes.some((prefix) => action.startsWith(prefix)),
  );
}

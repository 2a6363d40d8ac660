import { describe, expect, it } from 'vitest';
import { AUDIT_AREA_KEYS, auditAreaOf } from '../../src/office/audit-areas.ts';

describe('auditAreaOf', () => {
  it('places every action code the office writes in one area', () => {
    expect(auditAreaOf('role.grant')).toBe('rollen');
    expect(auditAreaOf('account.create')).toBe('rollen');
    expect(auditAreaOf('campaign.banner-image.upload')).toBe('campagne');
    expect(auditAreaOf('faq.update')).toBe('inhoud');
    expect(auditAreaOf('bird.sound')).toBe('vogels');
    expect(auditAreaOf('moderation.exclude')).toBe('moderatie');
    expect(auditAreaOf('newsletter.export')).toBe('export');
    expect(auditAreaOf('retention.run')).toBe('persoonsgegevens');
  });
  it('knows no area for an unknown code, and none for a prefix without its dot', () => {
    expect(auditAreaOf('something.else')).toBeUndefined();
    expect(auditAreaOf('roles')).toBeUndefined();
    expect(AUDIT_AREA_KEYS).toHaveLength(8);
  });
});

import { describe, expect, it } from 'vitest';
import type { AuditItem } from '@tvt/contract/office';
import { auditChanges, auditSentence } from './audit-sentence.ts';

const item = (over: Partial<AuditItem>): AuditItem => ({
  id: 1,
  at: '2026-11-27T10:00:00.000Z',
  actor: { accountId: 'a', email: 'beheer@example.nl' },
  action: 'role.grant',
  entity: 'account',
  entityId: 'b',
  subjectEmail: 'redactie@example.nl',
  before: null,
  after: null,
  ...over,
});

describe('auditSentence', () => {
  it('names who gave whom which role, by address', () => {
    const grant = item({ before: { roles: [] }, after: { roles: ['editor'] } });
    expect(auditSentence(grant)).toBe('beheer@example.nl gaf redactie@example.nl de rol Redacteur');
    const revoke = item({
      action: 'role.revoke',
      before: { roles: ['editor', 'moderator'] },
      after: { roles: ['editor'] },
    });
    expect(auditSentence(revoke)).toBe(
      'beheer@example.nl nam redactie@example.nl de rol Moderator af',
    );
  });
  it('names the tip, the command line and the system', () => {
    const tip = item({
      action: 'tip.update',
      entity: 'tip',
      before: { name: 'Voer verantwoord' },
      after: { name: 'Voer verantwoord' },
    });
    expect(auditSentence(tip)).toBe('beheer@example.nl wijzigde de tip “Voer verantwoord”');
    expect(auditSentence(item({ actor: null, action: 'account.create' }))).toBe(
      'De opdrachtregel maakte het account redactie@example.nl aan',
    );
    expect(auditSentence(item({ actor: null, action: 'retention.run' }))).toMatch(/^Het systeem/);
    expect(auditSentence(item({ action: 'export.csv', entityId: '2025' }))).toBe(
      'beheer@example.nl exporteerde de tellingen van 2025 als CSV',
    );
  });
});

describe('auditChanges', () => {
  it('lists only the fields that changed, in Dutch, text without tags, long text shortened', () => {
    const changes = auditChanges(
      { id: 3, title: 'Oud', text: '<p>Zelfde</p>', scheduled: false, updatedAt: 'x' },
      { id: 3, title: 'Nieuw', text: '<p>Zelfde</p>', scheduled: true, updatedAt: 'y' },
    );
    expect(changes).toEqual([
      { field: 'titel', before: '“Oud”', after: '“Nieuw”' },
      { field: 'ingepland', before: 'nee', after: 'ja' },
    ]);
    const long = auditChanges({ text: '<p>a</p>' }, { text: `<h2>Kop</h2>${'b'.repeat(200)}` });
    expect(long[0]!.after.length).toBeLessThanOrEqual(82);
    expect(long[0]!.after).toMatch(/^“Kop b+…”$/);
  });
  it('has nothing to compare for a creation or a deletion', () => {
    expect(auditChanges(null, { title: 'x' })).toEqual([]);
  });
});

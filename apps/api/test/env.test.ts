import { describe, expect, it } from 'vitest';
import { DEFAULT_CAMPAIGN } from '@tvt/domain';
import { EnvError, REPO_ROOT, parseEnv } from '../src/env.ts';

function keysOf(record: Record<string, string>): string[] {
  try {
    parseEnv(record);
  } catch (error) {
    if (error instanceof EnvError) return error.keys;
    throw error;
  }
  return [];
}

describe('parseEnv', () => {
  it('needs nothing configured', () => {
    const config = parseEnv({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.webDistDir).toBe(`${REPO_ROOT}/apps/web/dist`);
    expect(config.services).toEqual({
      bird: '/api/bird/v1',
      content: '/api/content/v1',
      account: '/api/account/v1',
      postcode: '/api/postcode/v1',
      count: '/api/count/v1',
    });
    expect(config.cdn).toBe('/cdn');
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.campaignOverride).toBeUndefined();
    expect(config.trustProxy).toBe(false);
  });

  it('names the bad key', () => {
    expect(keysOf({ PORT: 'eighty' })).toEqual(['PORT']);
    expect(() => parseEnv({ PORT: '70000' })).toThrow(/PORT/);
    expect(keysOf({ DATABASE_URL: 'mysql://x' })).toEqual(['DATABASE_URL']);
    expect(keysOf({ PUBLIC_BIRD_API: 'birds' })).toEqual(['PUBLIC_BIRD_API']);
  });

  it('names every bad key at once', () => {
    expect(keysOf({ PORT: '-1', LOG_LEVEL: 'loud', TRUST_PROXY: 'maybe' }).sort()).toEqual([
      'LOG_LEVEL',
      'PORT',
      'TRUST_PROXY',
    ]);
  });

  it('treats an empty value as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).port).toBe(8080);
  });

  it('takes absolute service bases and drops a trailing slash', () => {
    const config = parseEnv({ PUBLIC_COUNT_API: 'https://count.example.nl/v1/' });
    expect(config.services.count).toBe('https://count.example.nl/v1');
  });

  it('builds a campaign override from the phase instants', () => {
    const config = parseEnv({
      CAMPAIGN_PHASE1_START: '2025-12-01T09:00:00+01:00',
      CAMPAIGN_PHASE2_START: '2026-01-23T08:00:00+01:00',
      CAMPAIGN_PHASE3_START: '2026-01-26T12:00:00+01:00',
    });
    expect(config.campaignOverride).toEqual({
      year: 2026,
      name: DEFAULT_CAMPAIGN.name,
      tag: 'tvt2026',
      phase1Start: new Date('2025-12-01T08:00:00Z'),
      phase2Start: new Date('2026-01-23T07:00:00Z'),
      phase3Start: new Date('2026-01-26T11:00:00Z'),
    });
  });

  it('refuses an incomplete or unordered campaign, naming the keys', () => {
    expect(
      keysOf({ CAMPAIGN_YEAR: '2026', CAMPAIGN_PHASE1_START: '2025-12-01T09:00:00+01:00' }).sort(),
    ).toEqual(['CAMPAIGN_PHASE2_START', 'CAMPAIGN_PHASE3_START']);
    expect(keysOf({ CAMPAIGN_PHASE2_START: '24 januari' })).toEqual(['CAMPAIGN_PHASE2_START']);
    const unordered = keysOf({
      CAMPAIGN_PHASE1_START: '2026-02-01T09:00:00+01:00',
      CAMPAIGN_PHASE2_START: '2026-01-23T08:00:00+01:00',
      CAMPAIGN_PHASE3_START: '2026-01-26T12:00:00+01:00',
    });
    expect(unordered).toContain('CAMPAIGN_PHASE1_START');
  });

  it('takes introspection credentials in pairs, and only for an external issuer', () => {
    const issuer = 'https://login.example.nl/realms/tvt';
    const both = {
      OIDC_ISSUER: issuer,
      OIDC_INTROSPECTION_CLIENT_ID: 'tvt-resource',
      OIDC_INTROSPECTION_CLIENT_SECRET: 'geheim',
    };
    expect(parseEnv(both).identity.introspection).toEqual({
      clientId: 'tvt-resource',
      clientSecret: 'geheim',
    });
    expect(parseEnv({ OIDC_ISSUER: issuer }).identity.introspection).toBeUndefined();
    expect(keysOf({ OIDC_ISSUER: issuer, OIDC_INTROSPECTION_CLIENT_ID: 'x' }).sort()).toEqual([
      'OIDC_INTROSPECTION_CLIENT_ID',
      'OIDC_INTROSPECTION_CLIENT_SECRET',
    ]);
    expect(keysOf({ ...both, OIDC_ISSUER: '' })).toContain('OIDC_INTROSPECTION_CLIENT_SECRET');
  });
});

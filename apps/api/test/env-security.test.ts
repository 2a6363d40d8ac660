import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../src/env.ts';
import { newSigningKey } from '../src/modules/identity/keys.ts';

function errorOf(record: Record<string, string>): EnvError {
  try {
    parseEnv(record);
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error('parseEnv accepted the record');
}

const dir = mkdtempSync(join(tmpdir(), 'tvt-secrets-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe('TRUST_PROXY', () => {
  it('takes true/false, a hop count, or addresses and CIDR ranges', () => {
    expect(parseEnv({}).trustProxy).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseEnv({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, fd00::/8,192.168.1.4' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      '192.168.1.4',
    ]);
    expect(errorOf({ TRUST_PROXY: 'balancer.local' }).keys).toEqual(['TRUST_PROXY']);
  });
});

describe('rate limits and the login throttle', () => {
  it('come from the environment', () => {
    const { security } = parseEnv({
      RECOGNITION_RATE_LIMIT: '7',
      SEGMENT_RATE_LIMIT: '8',
      LOGIN_THROTTLE_ACCOUNT_MAX: '3',
      LOGIN_THROTTLE_IP_MAX: '50',
      LOGIN_THROTTLE_MINUTES: '5',
    });
    expect(security.recognitionRateLimit).toBe(7);
    expect(security.segmentRateLimit).toBe(8);
    expect(security.loginThrottle).toEqual({ perAccount: 3, perIp: 50, windowMs: 300_000 });
    expect(errorOf({ SEGMENT_RATE_LIMIT: '0' }).keys).toEqual(['SEGMENT_RATE_LIMIT']);
  });
});

describe('<KEY>_FILE secrets', () => {
  it('reads the value from the file, one trailing newline trimmed', () => {
    const config = parseEnv({
      DATABASE_URL_FILE: file('db', 'postgres://tvt:geheim@db:5432/tvt\n'),
      METRICS_TOKEN_FILE: file('metrics', 'a-metrics-token-of-some-length\n'),
    });
    expect(config.databaseUrl).toBe('postgres://tvt:geheim@db:5432/tvt');
    expect(config.security.metricsToken).toBe('a-metrics-token-of-some-length');
  });

  it('names the key when the file cannot be read, or when both are set', () => {
    const missing = errorOf({ REDIS_URL_FILE: join(dir, 'nope') });
    expect(missing.keys).toEqual(['REDIS_URL_FILE']);
    expect(missing.message).toContain('ENOENT');
    const both = errorOf({
      SMTP_URL: 'smtp://mail:25',
      SMTP_URL_FILE: file('smtp', 'smtp://mail:25'),
    });
    expect(both.keys).toEqual(['SMTP_URL']);
    expect(both.message).toContain('SMTP_URL, SMTP_URL_FILE: set one of them, not both');
  });

  it('a file value is validated like the variable (the secret itself is not echoed)', () => {
    const bad = errorOf({ REDIS_URL_FILE: file('redis', 'http://not-redis\n') });
    expect(bad.keys).toEqual(['REDIS_URL']);
  });

  it('supplies signing and cookie keys', () => {
    const key: Record<string, unknown> = { ...newSigningKey(), kid: 'env-1' };
    const config = parseEnv({
      OIDC_SIGNING_KEYS_FILE: file('jwks', JSON.stringify({ keys: [key] })),
      OIDC_COOKIE_KEYS: 'first-cookie-secret-123,older-cookie-secret-456',
    });
    expect(config.security.suppliedKeys.signing?.map((k) => k.kid)).toEqual(['env-1']);
    expect(config.security.suppliedKeys.cookie).toEqual([
      'first-cookie-secret-123',
      'older-cookie-secret-456',
    ]);
    const publicOnly = { kty: 'RSA', kid: 'x', n: key.n, e: key.e };
    expect(errorOf({ OIDC_SIGNING_KEYS: JSON.stringify([publicOnly]) }).keys).toEqual([
      'OIDC_SIGNING_KEYS',
    ]);
    expect(errorOf({ OIDC_COOKIE_KEYS: 'short' }).keys).toEqual(['OIDC_COOKIE_KEYS']);
  });
});

import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, REPO_ROOT, parseEnv, parseServerEnv } from '../src/env.ts';
import { childEnv } from './helpers/server-process.ts';

const PG = 'postgres://tvt@db.internal:5432/tvt';
const SHARED = { DATABASE_URL: PG, PUBLIC_URL: 'https://tellen.example.nl' };

function refusedKeys(record: Record<string, string>): string[] {
  try {
    parseServerEnv(record);
  } catch (error) {
    if (error instanceof EnvError) return error.keys;
    throw error;
  }
  return [];
}

describe('settings that several instances must share (DATABASE_URL)', () => {
  it('refuses a missing PUBLIC_URL or SMTP_URL and names each key', () => {
    expect(refusedKeys({ DATABASE_URL: PG })).toEqual(['PUBLIC_URL', 'SMTP_URL']);
    expect(refusedKeys({ DATABASE_URL: PG, SMTP_URL: 'smtp://mail:25' })).toEqual(['PUBLIC_URL']);
    expect(refusedKeys(SHARED)).toEqual(['SMTP_URL']);
    expect(refusedKeys({ ...SHARED, SMTP_URL: 'smtp://mail:25' })).toEqual([]);
  });

  it('accepts the outbox folder when chosen on purpose', () => {
    const config = parseServerEnv({ ...SHARED, MAIL_TRANSPORT: 'outbox' });
    expect(config.mail.transport).toBe('outbox');
  });

  it('asks nothing more of the embedded default or of scripts', () => {
    expect(refusedKeys({})).toEqual([]);
    expect(parseEnv({ DATABASE_URL: PG }).mail.transport).toBe('outbox');
  });

  it('refuses TRUST_PROXY=true (every hop trusted) and names the safe settings', () => {
    const record = { ...SHARED, MAIL_TRANSPORT: 'outbox', TRUST_PROXY: 'true' };
    expect(refusedKeys(record)).toEqual(['TRUST_PROXY']);
    expect(() => parseServerEnv(record)).toThrow(/TRUST_PROXY=1 .*CIDR/);
    expect(refusedKeys({ ...record, TRUST_PROXY: '1' })).toEqual([]);
    // On one machine it starts (server.ts warns).
    expect(refusedKeys({ TRUST_PROXY: 'true' })).toEqual([]);
  });

  it('refuses MAIL_TRANSPORT=smtp without SMTP_URL anywhere', () => {
    expect(() => parseEnv({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/);
  });
});

describe('media store choice', () => {
  it('is the folder alone, the database with DATABASE_URL, S3 with a bucket', () => {
    expect(parseEnv({}).media.store).toBe('folder');
    expect(parseEnv({ DATABASE_URL: PG }).media.store).toBe('database');
    expect(parseEnv({ DATABASE_URL: PG, MEDIA_STORE: 'folder' }).media.store).toBe('folder');
    const s3 = parseEnv({
      MEDIA_S3_BUCKET: 'tvt-media',
      MEDIA_S3_ENDPOINT: 'http://minio:9000',
      MEDIA_S3_ACCESS_KEY_ID: 'id',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
    }).media;
    expect(s3.store).toBe('s3');
    expect(s3.s3).toMatchObject({ bucket: 'tvt-media', pathStyle: true, region: 'us-east-1' });
  });

  it('names the missing S3 keys', () => {
    try {
      parseEnv({ MEDIA_STORE: 's3', MEDIA_S3_BUCKET: 'tvt-media' });
      expect.unreachable();
    } catch (error) {
      expect((error as EnvError).keys).toEqual([
        'MEDIA_S3_ACCESS_KEY_ID',
        'MEDIA_S3_SECRET_ACCESS_KEY',
      ]);
    }
  });
});

describe('server.ts with DATABASE_URL and no PUBLIC_URL', () => {
  it('exits 1 before opening the database, naming the keys', async () => {
    const child = spawn(join(REPO_ROOT, 'node_modules/.bin/node'), ['apps/api/src/server.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...childEnv(),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'tvt-data-')),
        // Nothing listens here: the refusal must come before any connection attempt.
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PUBLIC_URL');
    expect(stderr).toContain('SMTP_URL');
    expect(stderr).toContain('MAIL_TRANSPORT=outbox');
  });
});

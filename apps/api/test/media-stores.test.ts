import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePhotoFileName } from '@tvt/domain';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seed } from '../src/seed.ts';
import { parseEnv } from '../src/env.ts';
import { createMediaBlobRepository } from '../src/modules/media/blob-repository.ts';
import { createDatabaseBackend } from '../src/modules/media/database-backend.ts';
import { createFolderBackend } from '../src/modules/media/folder-backend.ts';
import type { MediaBackend } from '../src/modules/media/media-store.ts';
import { migrateMediaFolder } from '../src/modules/media/migrate-files.ts';
import { createS3Backend } from '../src/modules/media/s3-backend.ts';
import { type LocalS3, S3_KEY, startLocalS3 } from './helpers/s3-server.ts';
import { createPostgresDatabase, createTestDatabase, onPostgres } from './helpers/test-database.ts';
import { type PhotoAnswer, UPLOAD, multipart, photoWithGps } from './media-fixtures.ts';

let s3: LocalS3;
const cleanups: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  s3 = await startLocalS3();
  cleanups.push(() => s3.close());
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function s3Backend(
  overrides: { bucket?: string; key?: string; prefix?: string } = {},
): MediaBackend {
  return createS3Backend({
    endpoint: s3.endpoint,
    bucket: overrides.bucket ?? s3.bucket,
    region: 'us-east-1',
    accessKeyId: overrides.key ?? S3_KEY,
    secretAccessKey: S3_KEY,
    pathStyle: true,
    prefix: overrides.prefix ?? 'test/',
    timeoutMs: 5000,
  });
}

const backends: [string, () => Promise<MediaBackend>][] = [
  ['folder', () => Promise.resolve(createFolderBackend(mkdtempSync(join(tmpdir(), 'tvt-media-'))))],
  [
    `database (${onPostgres ? 'PostgreSQL' : 'PGlite'})`,
    async () => {
      const { database, state, dispose } = await createTestDatabase('migrated');
      cleanups.push(dispose);
      if (state === 'empty') await runMigrations(database);
      return createDatabaseBackend(createMediaBlobRepository(database.db));
    },
  ],
  ['s3 (s3rver)', () => Promise.resolve(s3Backend())],
];

describe.each(backends)('media backend: %s', (_name, make) => {
  let backend: MediaBackend;
  beforeAll(async () => {
    backend = await make();
    await backend.ensure();
  });

  it('stores, reads, tells and removes a file by name', async () => {
    const name = `${randomUUID()}.jpg`;
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02, 0xff, 0xd9]);
    expect(await backend.has(name)).toBe(false);
    expect(await backend.get(name)).toBeUndefined();
    await backend.put(name, bytes, 'image/jpeg');
    expect(await backend.has(name)).toBe(true);
    expect(Buffer.compare((await backend.get(name))!, bytes)).toBe(0);
    await backend.remove(name);
    expect(await backend.get(name)).toBeUndefined();
    await backend.remove(name);
  });

  it('refuses a name that could become a path', async () => {
    for (const name of ['../etc/passwd', '.hidden', 'a/b.jpg', 'A.JPG', '']) {
      await expect(backend.put(name, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/name/);
      await expect(backend.get(name)).rejects.toThrow(/name/);
    }
  });
});

describe('S3 backend refusals', () => {
  it('fails at start with the bucket named when the bucket is missing', async () => {
    await expect(s3Backend({ bucket: 'no-such-bucket' }).ensure()).rejects.toThrow(
      /bucket no-such-bucket .* answered 404/,
    );
  });

  // s3rver checks the access key id (it does not verify V4 signatures themselves).
  it('fails a write with an unknown access key', async () => {
    await expect(
      s3Backend({ key: 'UNKNOWN' }).put(`${randomUUID()}.jpg`, Buffer.from('x'), 'image/jpeg'),
    ).rejects.toThrow(/answered 403/);
  });
});

/** Two apps on one database, as two instances behind a balancer (one handle each on PostgreSQL). */
async function twoInstances(env: Record<string, string>): Promise<FastifyInstance[]> {
  const config = parseEnv({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(mkdtempSync(join(tmpdir(), 'tvt-nodist-')), 'dist'),
    PUBLIC_URL: 'https://tellen.example.nl',
    ...env,
  });
  let databases: Database[];
  if (onPostgres) {
    const postgres = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    cleanups.push(() => postgres.drop());
    databases = [
      await openDatabase({ databaseUrl: postgres.url, poolMax: 2 }),
      await openDatabase({ databaseUrl: postgres.url, poolMax: 2 }),
    ];
    for (const database of databases) cleanups.push(() => database.close());
    await runMigrations(databases[0]!);
    await seed(databases[0]!, {});
  } else {
    const { database, state, dispose } = await createTestDatabase('seeded');
    cleanups.push(dispose);
    if (state === 'empty') await runMigrations(database);
    if (state !== 'seeded') await seed(database, {});
    databases = [database, database];
  }
  const apps = await Promise.all(databases.map((database) => buildApp({ config, database })));
  for (const app of apps) cleanups.push(() => app.close());
  return apps;
}

async function uploadOnOneReadOnOther(apps: FastifyInstance[]) {
  const [a, b] = apps as [FastifyInstance, FastifyInstance];
  const body = await multipart(
    { uniqueFileName: uniquePhotoFileName(randomUUID()) },
    { bytes: await photoWithGps(800, 600), name: 'tuin.jpg' },
  );
  const uploaded = await a.inject({ method: 'POST', url: UPLOAD, ...body });
  expect(uploaded.statusCode).toBe(200);
  const { data } = uploaded.json<PhotoAnswer>();
  for (const url of [data.url, data.urlSmall]) {
    const fetched = await b.inject({ method: 'GET', url: new URL(url).pathname });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('image/jpeg');
    expect(fetched.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  }
  const missing = await b.inject({ method: 'GET', url: `/media/${randomUUID()}.jpg` });
  expect(missing.statusCode).toBe(404);
  return data;
}

describe('a photo stored through one instance is readable through another', () => {
  it('with the database store: no file on disk', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tvt-data-'));
    const apps = await twoInstances({ MEDIA_STORE: 'database', DATA_DIR: dataDir });
    await uploadOnOneReadOnOther(apps);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('with the S3 store', async () => {
    const apps = await twoInstances(s3.env);
    const data = await uploadOnOneReadOnOther(apps);
    // The object sits in the bucket under its name (no prefix configured).
    const name = new URL(data.url).pathname.slice('/media/'.length);
    expect(await s3Backend({ prefix: '' }).has(name)).toBe(true);
  });
});

describe('media:migrate (migrateMediaFolder)', () => {
  it('copies a folder into the database and S3 stores once, skipping what is there', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tvt-old-media-'));
    const names = [`${randomUUID()}.jpg`, `${randomUUID()}-small.jpg`];
    for (const name of names) writeFileSync(join(folder, name), Buffer.from(name));
    writeFileSync(join(folder, '.half-written.tmp'), 'x');
    mkdirSync(join(folder, 'sub'));
    const [, makeDatabase] = backends[1]!;
    for (const backend of [await makeDatabase(), s3Backend()]) {
      const first = await migrateMediaFolder(folder, backend);
      expect(first).toEqual({ copied: 2, present: 0, ignored: ['.half-written.tmp', 'sub'] });
      const again = await migrateMediaFolder(folder, backend);
      expect(again).toMatchObject({ copied: 0, present: 2 });
      for (const name of names) expect((await backend.get(name))?.toString()).toBe(name);
    }
  });
});

import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { parquetReadObjects } from 'hyparquet';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_CAMPAIGN } from '@tvt/domain';
import type { ExportCampaignsResponse } from '@tvt/contract/office';
import { COUNT_NOW, validCountBody } from '../bench/count-body.ts';
import { submitSyntheticCounts } from '../src/modules/results/synthetic-run.ts';
import { FIXED_COLUMNS, exportBirdColumn } from '../src/modules/research-export/columns.ts';
import { csvField } from '../src/modules/research-export/csv.ts';
import { type OfficeSession, createOfficeSession } from './helpers/office-session.ts';
import { type TestApp, createTestApp } from './helpers/test-app.ts';
import { createScriptDatabase } from './helpers/test-database.ts';

const run = promisify(execFile);
const API = join(import.meta.dirname, '..');
const URL_CSV = '/api/office/v1/export/counts?campaign=2025&format=csv';
const URL_PARQUET = '/api/office/v1/export/counts?campaign=2025&format=parquet';

let t: TestApp;
let admin: OfficeSession;
let moderator: OfficeSession;
let plain: OfficeSession;
let ids: string[];
let excludedId: string;

interface Expected {
  id: string;
  pc4: string;
  areaMunicipality: string;
  province: string;
  participants: number;
  birdsCountedTotal: number;
  countDate: string;
  countTime: string;
  birds: Record<string, number>;
}

/** What the export should hold, read from the stored counts. */
async function expected(): Promise<Map<string, Expected>> {
  const result = await t.database.db.execute(sql`
    select s.id, s.pc4 as "pc4", s.area_municipality as "areaMunicipality", s.province,
      s.participants, s.birds_counted_total as "birdsCountedTotal",
      s.count_date::text as "countDate", s.count_time as "countTime",
      coalesce((select jsonb_object_agg(b.bird_id, b.count) from count_bird b
        where b.submission_id = s.id), '{}'::jsonb) as birds
    from count_submission s where s.campaign_year = 2025 and not s.excluded`);
  const rows = (result as { rows: Expected[] }).rows;
  return new Map(rows.map((r) => [r.id, r]));
}

function compare(rows: Record<string, unknown>[], want: Map<string, Expected>) {
  expect(rows).toHaveLength(want.size);
  for (const row of rows) {
    const w = want.get(String(row.telling_uuid))!;
    expect(w, String(row.telling_uuid)).toBeDefined();
    expect(String(row.postcode4)).toBe(w.pc4);
    expect(row.municipality_code ?? '').toBe(w.areaMunicipality);
    expect(row.province ?? '').toBe(w.province);
    expect(Number(row.participants)).toBe(w.participants);
    expect(Number(row.birds_total)).toBe(w.birdsCountedTotal);
    const date =
      row.count_date instanceof Date ? row.count_date.toISOString().slice(0, 10) : row.count_date;
    expect(date).toBe(w.countDate);
    expect(row.count_time).toBe(w.countTime);
    for (const [birdId, n] of Object.entries(w.birds))
      expect(Number(row[exportBirdColumn(birdId)])).toBe(n);
    const birdSum = Object.entries(row)
      .filter(([k]) => k.startsWith('bird_'))
      .reduce((sum, [, v]) => sum + Number(v), 0);
    expect(birdSum).toBe(w.birdsCountedTotal);
  }
}

beforeAll(async () => {
  t = await createTestApp({
    now: () => COUNT_NOW,
    env: { COUNT_SUBMIT_RATE_LIMIT: '100000', TOTALS_CACHE_SECONDS: '0' },
  });
  [admin, moderator, plain] = [
    await createOfficeSession(t, ['admin']),
    await createOfficeSession(t, ['moderator']),
    await createOfficeSession(t, []),
  ];
  const submit = async (body: unknown) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/count/v1/inzending',
      payload: body as object,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ tellingUUID: string }>();
  };
  ids = await submitSyntheticCounts({
    count: 60,
    submit,
    campaign: DEFAULT_CAMPAIGN,
    now: COUNT_NOW,
    concurrency: 10,
  });
  // A count with text that needs quoting in CSV is not possible through the form's enums, so
  // the quoting is checked on the field function; this one is left out of the results.
  excludedId = (await submit(validCountBody())).tellingUUID;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/office/v1/moderation/decisions',
    headers: admin.headers,
    payload: { tellingUUIDs: [excludedId], decision: 'exclude', reason: 'Testuitsluiting' },
  });
  // The test count may not be flagged; the results' exclusion is the same either way.
  if (res.statusCode === 404) {
    const { createResultsRepository } = await import('../src/modules/results/repository.ts');
    await createResultsRepository(t.database.db).setExcluded(excludedId, true, {
      reason: 'Testuitsluiting',
      actor: 'test',
    });
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('research export access and validation', () => {
  it.each([URL_CSV, URL_PARQUET, '/api/office/v1/export/campaigns'])(
    '%s: 401 anonymous, 403 plain and moderator',
    async (url) => {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      for (const session of [plain, moderator]) {
        const res = await t.app.inject({ url, headers: session.headers });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ message: expect.stringMatching(/geen toegang/) });
      }
    },
  );

  it.each([
    ['?campaign=2025&format=xml', /csv, parquet of dwca/],
    ['?campaign=2025&format=csv&flavour=excel', /spreadsheet of program/],
    ['?campaign=abc&format=csv', /jaartal/],
    ['?format=csv', /jaartal/],
    ['?campaign=1999&format=csv', /jaartal/],
  ])('refuses %s in Dutch, without an audit row', async (query, message) => {
    const before = await exportAudits();
    const res = await t.app.inject({
      url: `/api/office/v1/export/counts${query}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
    expect(await exportAudits()).toBe(before);
  });

  it('lists campaigns with their counts in the results', async () => {
    const res = await t.app.inject({
      url: '/api/office/v1/export/campaigns',
      headers: admin.headers,
    });
    expect(res.json<ExportCampaignsResponse>().data).toEqual([{ year: 2025, counts: ids.length }]);
  });
});

async function exportAudits(): Promise<number> {
  const result = await t.database.db.execute(
    sql`select count(*)::int as n from audit_log where action like 'export.%'`,
  );
  return (result as { rows: { n: number }[] }).rows[0]!.n;
}

describe('research export', () => {
  it('CSV: UTF-8, RFC 4180, a header row; parsed back it matches the accepted counts', async () => {
    const res = await t.app.inject({ url: URL_CSV, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="tellingen-2025.csv"');
    expect(res.body.split('\r\n')[0]!.split(',').slice(0, FIXED_COLUMNS.length)).toEqual(
      FIXED_COLUMNS.map((c) => c.name),
    );
    expect(res.body.endsWith('\r\n')).toBe(true);
    const rows = parse<Record<string, string>>(res.body, { columns: true });
    compare(rows, await expected());
    expect(rows.some((r) => r.telling_uuid === excludedId)).toBe(false);
    for (const personal of ['Synthetische Teller', '.invalid', 'Teltuin', 'Synthetische telling'])
      expect(res.body).not.toContain(personal);
    const audits = await t.database.db.execute(
      sql`select actor_account_id as actor, entity, entity_id as "entityId" from audit_log where action = 'export.csv'`,
    );
    expect((audits as { rows: unknown[] }).rows).toEqual([
      { actor: admin.accountId, entity: 'campaign', entityId: '2025' },
    ]);
  });

  it('quotes fields as RFC 4180 says', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('zei "hoi"')).toBe('"zei ""hoi"""');
    expect(csvField('twee\r\nregels')).toBe('"twee\r\nregels"');
    expect(csvField('Fryslân')).toBe('Fryslân');
    expect(csvField(null)).toBe('');
    expect(csvField(true)).toBe('true');
  });

  it('Parquet: read back with a reader it matches the accepted counts', async () => {
    const res = await t.app.inject({ url: URL_PARQUET, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apache.parquet');
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 4).toString()).toBe('PAR1');
    const file = new Uint8Array(bytes).buffer;
    const rows = (await parquetReadObjects({ file })) as Record<string, unknown>[];
    compare(rows, await expected());
    expect(await exportAudits()).toBeGreaterThanOrEqual(2);
  });

  it(
    'the command writes the same CSV to a file and to standard output',
    { timeout: 120_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'tvt-export-'));
      const database = await createScriptDatabase('seeded');
      onTestFinished(database.dispose);
      const env = { ...process.env, ...database.env, INIT_CWD: dir };
      const out = join(dir, 'leeg.csv');
      await run(
        process.execPath,
        ['scripts/export-counts.ts', '--campaign', '2025', '--format', 'csv', '--out', out],
        { cwd: API, env },
      );
      expect(readFileSync(out, 'utf8').split('\r\n')[1]).toBe('');
      const { stdout } = await run(
        process.execPath,
        ['scripts/export-counts.ts', '--campaign', '2025', '--format', 'csv'],
        { cwd: API, env },
      );
      expect(stdout.split('\r\n')[0]).toMatch(/^telling_uuid,campaign_year,/);
      await expect(
        run(process.execPath, ['scripts/export-counts.ts', '--format', 'xml'], { cwd: API, env }),
      ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Gebruik') });
    },
  );
});

import { readFileSync } from 'node:fs';
import { type DrizzleSnapshotJSON, generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.ts';

const MIGRATIONS = new URL('../drizzle/', import.meta.url);

interface Journal {
  entries: { idx: number; tag: string }[];
}

function read<T>(path: string): T {
  return JSON.parse(readFileSync(new URL(path, MIGRATIONS), 'utf8')) as T;
}

const journal = read<Journal>('meta/_journal.json');
const last = journal.entries.at(-1)!;
const lastSnapshot = read<DrizzleSnapshotJSON>(
  `meta/${String(last.idx).padStart(4, '0')}_snapshot.json`,
);

/** What `npm run db:generate` would write now: SQL statements between the last migration and the schema. */
async function pendingStatements(snapshot: DrizzleSnapshotJSON): Promise<string[]> {
  return generateMigration(snapshot, generateDrizzleJson(schema, (snapshot as { id: string }).id));
}

describe('Drizzle migrations', () => {
  it('cover the schema (else: npm run db:generate -w @tvt/api, and commit drizzle/)', async () => {
    expect(await pendingStatements(lastSnapshot)).toEqual([]);
  });

  it('each journal entry has its SQL file', () => {
    for (const { tag } of journal.entries) {
      expect(readFileSync(new URL(`${tag}.sql`, MIGRATIONS), 'utf8').length, tag).toBeGreaterThan(
        0,
      );
    }
  });

  it('would notice a column the migrations lack', async () => {
    const tables = structuredClone(lastSnapshot.tables) as Record<
      string,
      { columns: Record<string, unknown> }
    >;
    const [name, table] = Object.entries(tables)[0]!;
    const column = Object.keys(table.columns).at(-1)!;
    delete table.columns[column];
    const statements = await pendingStatements({ ...lastSnapshot, tables } as DrizzleSnapshotJSON);
    expect(statements.join('\n')).toContain(
      `ALTER TABLE "${name.replace(/^public\./, '')}" ADD COLUMN "${column}"`,
    );
  });
});

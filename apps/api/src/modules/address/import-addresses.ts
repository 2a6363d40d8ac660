import { createReadStream } from 'node:fs';
import { SAMPLE_ADDRESSES_CSV_PATH } from '@tvt/content';
import type { Db } from '../../db/database.ts';
import type { AddressRecord } from './address-record.ts';
import { columnMap, toAddressRecord } from './bag-csv.ts';
import { readDelimited } from './csv-reader.ts';
import { createAddressRepository } from './repository.ts';

export interface ImportProgress {
  /** Data rows read (the header not counted). */
  read: number;
  /** Rows written (inserted or updated). */
  imported: number;
  /** Rows left out, by the field that made them unusable. */
  skipped: Record<string, number>;
}

export interface ImportOptions {
  /** Rows per INSERT; 1,000 rows × 14 columns stays far below PostgreSQL's parameter limit. */
  batchSize?: number;
  onProgress?: (progress: ImportProgress) => void;
  /** Calls onProgress after every this many rows read. */
  progressEvery?: number;
}

/** Reads a file as UTF-8 text chunks for `importAddresses`. */
export function readTextFile(path: string): AsyncIterable<string> {
  return createReadStream(path, {
    encoding: 'utf8',
    highWaterMark: 1 << 20,
  }) as AsyncIterable<string>;
}

/**
 * Upserts every usable row of a BAG address CSV (see README.md), streaming and in batches; the
 * next batch is parsed while the previous one is written. Running it twice gives the same rows.
 */
export async function importAddresses(
  db: Db,
  chunks: AsyncIterable<string> | Iterable<string>,
  options: ImportOptions = {},
): Promise<ImportProgress> {
  const batchSize = options.batchSize ?? 1000;
  const progressEvery = options.progressEvery ?? 100_000;
  const repository = createAddressRepository(db);
  const progress: ImportProgress = { read: 0, imported: 0, skipped: {} };
  // Keyed by id: one INSERT … ON CONFLICT may not touch the same row twice.
  let batch = new Map<string, AddressRecord>();
  let writing: Promise<void> = Promise.resolve();
  // Held rather than left on the promise: parsing goes on meanwhile, and an unobserved
  // rejection would end the process before the next flush looks at it.
  let failure: { error: unknown } | undefined;
  let columns: ReturnType<typeof columnMap> | undefined;

  const settle = async () => {
    await writing;
    if (failure) throw failure.error;
  };
  const flush = async () => {
    const rows = [...batch.values()];
    batch = new Map();
    await settle();
    writing = repository.upsert(rows).then(
      () => {
        progress.imported += rows.length;
      },
      (error: unknown) => {
        failure = { error };
      },
    );
  };

  for await (const row of readDelimited(chunks)) {
    if (!columns) {
      columns = columnMap(row);
      continue;
    }
    progress.read++;
    const result = toAddressRecord(columns, row);
    if (result.ok) batch.set(result.record.nummeraanduidingId, result.record);
    else progress.skipped[result.reason] = (progress.skipped[result.reason] ?? 0) + 1;
    if (batch.size >= batchSize) await flush();
    if (progress.read % progressEvery === 0) options.onProgress?.(progress);
  }
  if (!columns) throw new Error('CSV file is empty: no header found');
  await flush();
  await settle();
  options.onProgress?.(progress);
  return progress;
}

/** The shipped sample, so a fresh install can look up real addresses; only into an empty table. */
export async function seedSampleAddresses(db: Db): Promise<number> {
  if (!(await createAddressRepository(db).isEmpty())) return 0;
  const result = await importAddresses(db, readTextFile(SAMPLE_ADDRESSES_CSV_PATH));
  return result.imported;
}

import { ByteWriter, ParquetWriter, schemaFromColumnData } from 'hyparquet-writer';
import type { Cell, ColumnType, ExportColumn } from './columns.ts';
import type { ResearchBatch } from './repository.ts';

/** The writer's basic type for each column; DATE and TIMESTAMP get their logical type below. */
const BASIC = { DATE: 'INT32', TIMESTAMP: 'TIMESTAMP' } as const;
const basic = (type: ColumnType) => (type === 'DATE' || type === 'TIMESTAMP' ? BASIC[type] : type);

/** A DATE as a Date at UTC midnight; a TIMESTAMP (ISO 8601 with offset) as its instant. */
function parquetValue(type: ColumnType, value: Cell): Cell | Date {
  if (value === null || typeof value !== 'string') return value;
  if (type === 'DATE') return new Date(`${value}T00:00:00Z`);
  if (type === 'TIMESTAMP') return new Date(value);
  return value;
}

/**
 * Parquet with hyparquet-writer (pure JS, decision 076): one row group per batch, written into a
 * byte buffer that is handed on and emptied after each group, so memory stays one batch. The
 * footer (row group offsets, statistics) is written at the end. Dates are DATE; the count's start
 * and end are TIMESTAMP (milliseconds, adjusted to UTC: an instant, which readers show in their
 * zone; the Amsterdam offset is in the CSV's text).
 */
export async function* parquetChunks(
  columns: readonly ExportColumn[],
  batches: AsyncIterable<ResearchBatch>,
): AsyncGenerator<Buffer> {
  const writer = new ByteWriter();
  const schema = schemaFromColumnData({
    columnData: columns.map((c) => ({
      name: c.name,
      data: [],
      type: basic(c.type),
      nullable: c.nullable,
    })),
  });
  columns.forEach((c, i) => {
    const element = schema[i + 1]!;
    if (c.type === 'DATE') {
      element.converted_type = 'DATE';
      element.logical_type = { type: 'DATE' };
    } else if (c.type === 'TIMESTAMP') {
      element.logical_type = { type: 'TIMESTAMP', isAdjustedToUTC: true, unit: 'MILLIS' };
    }
  });
  const parquet = new ParquetWriter({ writer, schema, createdBy: 'tuinvogeltelling' });
  const take = () => {
    const bytes = Buffer.from(writer.getBytes());
    writer.index = 0;
    return bytes;
  };
  const none = new Map<string, number>();
  for await (const { rows, birds } of batches) {
    await parquet.write({
      columnData: columns.map((c) => ({
        name: c.name,
        data: rows.map((row) => parquetValue(c.type, c.value(row, birds.get(row.id) ?? none))),
      })),
      rowGroupSize: rows.length,
    });
    yield take();
  }
  await parquet.finish();
  yield take();
}

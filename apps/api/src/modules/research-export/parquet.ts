import { ByteWriter, ParquetWriter, schemaFromColumnData } from 'hyparquet-writer';
import type { ExportColumn } from './columns.ts';
import type { ResearchBatch } from './repository.ts';

/**
 * Parquet with hyparquet-writer (pure JS, decision 076): one row group per batch, written into a
 * byte buffer that is handed on and emptied after each group, so memory stays one batch. The
 * footer (row group offsets, statistics) is written at the end.
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
      type: c.type,
      nullable: c.nullable,
    })),
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
        data: rows.map((row) => c.value(row, birds.get(row.id) ?? none)),
      })),
      rowGroupSize: rows.length,
    });
    yield take();
  }
  await parquet.finish();
  yield take();
}

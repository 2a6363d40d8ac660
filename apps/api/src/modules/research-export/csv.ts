import type { Cell, ExportColumn } from './columns.ts';
import type { ResearchBatch } from './repository.ts';

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
export function csvField(value: Cell): string {
  if (value === null) return '';
  const s = typeof value === 'boolean' ? (value ? 'true' : 'false') : String(value);
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

const line = (cells: readonly Cell[]) => `${cells.map(csvField).join(',')}\r\n`;

/** UTF-8 CSV, a header row, CRLF line ends; one chunk per batch. */
export async function* csvChunks(
  columns: readonly ExportColumn[],
  batches: AsyncIterable<ResearchBatch>,
): AsyncGenerator<Buffer> {
  yield Buffer.from(line(columns.map((c) => c.name)), 'utf8');
  const none = new Map<string, number>();
  for await (const { rows, birds } of batches) {
    let out = '';
    for (const row of rows) {
      const of = birds.get(row.id) ?? none;
      out += line(columns.map((c) => c.value(row, of)));
    }
    yield Buffer.from(out, 'utf8');
  }
}

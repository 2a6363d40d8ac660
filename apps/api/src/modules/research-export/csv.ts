import { CSV_DIALECT, type CsvFlavour } from '@tvt/domain';
import type { Cell, ExportColumn } from './columns.ts';
import type { ResearchBatch } from './repository.ts';

/**
 * RFC 4180: a field with the separator, a quote or a line break is quoted, quotes doubled. The
 * separator is `,` for programs and `;` for spreadsheets (`@tvt/domain` CSV_DIALECT).
 */
export function csvField(value: Cell, delimiter: ',' | ';' = ','): string {
  if (value === null) return '';
  const s = typeof value === 'boolean' ? (value ? 'true' : 'false') : String(value);
  const special = delimiter === ',' ? /[",\r\n]/ : /[";\r\n]/;
  return special.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/** UTF-8 CSV, a header row, CRLF line ends; one chunk per batch. */
export async function* csvChunks(
  columns: readonly ExportColumn[],
  batches: AsyncIterable<ResearchBatch>,
  flavour: CsvFlavour = 'program',
): AsyncGenerator<Buffer> {
  const { delimiter, bom } = CSV_DIALECT[flavour];
  const line = (cells: readonly Cell[]) =>
    `${cells.map((c) => csvField(c, delimiter)).join(delimiter)}\r\n`;
  yield Buffer.from(bom + line(columns.map((c) => c.name)), 'utf8');
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

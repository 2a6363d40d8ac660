import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';

/** Delimiters a BAG CSV export is found with: NLExtract uses ';', other tools ',' or tab. */
const CANDIDATE_DELIMITERS = [';', ',', '\t'] as const;

/** Picks the delimiter that splits the header line into the most columns. */
export function detectDelimiter(headerLine: string): string {
  let best: string = CANDIDATE_DELIMITERS[0];
  let bestCount = -1;
  for (const delimiter of CANDIDATE_DELIMITERS) {
    const count = headerLine.split(delimiter).length;
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

function iterate(chunks: AsyncIterable<string> | Iterable<string>) {
  return Symbol.asyncIterator in chunks
    ? chunks[Symbol.asyncIterator]()
    : chunks[Symbol.iterator]();
}

/**
 * Streams the records of an RFC 4180 style file (quoted fields, doubled quotes, CRLF or LF,
 * newlines inside quotes) through csv-parse, holding one record at a time. A leading BOM is
 * dropped and blank lines are skipped. `delimiter: 'auto'` decides from the first line, which is
 * read ahead for that.
 */
export async function* readDelimited(
  chunks: AsyncIterable<string> | Iterable<string>,
  delimiter: string = 'auto',
): AsyncGenerator<string[]> {
  const source = iterate(chunks);
  let head = '';
  if (delimiter === 'auto') {
    while (!/[\r\n]/.test(head)) {
      const next = await source.next();
      if (next.done) break;
      head += next.value;
    }
  }
  const sep =
    delimiter === 'auto'
      ? detectDelimiter(head.replace(/^\uFEFF/, '').split(/[\r\n]/)[0]!)
      : delimiter;

  async function* text(): AsyncGenerator<string> {
    try {
      if (head) yield head;
      for (;;) {
        const next = await source.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      // Stopped early (a failed import): let the source close its file.
      await source.return?.();
    }
  }
  const parser = parse({
    delimiter: sep,
    record_delimiter: ['\r\n', '\n', '\r'],
    bom: true,
    skip_empty_lines: true,
    // An export's rows need not all have the header's width, and a quote inside an unquoted
    // field is kept as text: the row checks after this decide what is usable.
    relax_column_count: true,
    relax_quotes: true,
  });
  // A failing source or a malformed file ends the iteration below with that error.
  const feeding = pipeline(Readable.from(text()), parser).catch(() => undefined);
  for await (const record of parser) yield record as string[];
  await feeding;
}

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

/**
 * Streams the records of an RFC 4180 style file (quoted fields, doubled quotes, CRLF or LF,
 * newlines inside quotes) holding one record at a time. A leading BOM is dropped and blank
 * lines are skipped. `delimiter: 'auto'` decides from the first line.
 */
export async function* readDelimited(
  chunks: AsyncIterable<string> | Iterable<string>,
  delimiter: string = 'auto',
): AsyncGenerator<string[]> {
  let sep = delimiter === 'auto' ? undefined : delimiter;
  let head = '';
  let field = '';
  let record: string[] = [];
  // 'plain': outside quotes; 'quoted': inside; 'quote': saw a quote inside, which either
  // doubles (literal ") or closes. Keeping that as state makes chunk boundaries harmless.
  let mode: 'plain' | 'quoted' | 'quote' = 'plain';
  let started = false;

  function* consume(text: string): Generator<string[]> {
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (mode === 'quoted') {
        if (ch === '"') mode = 'quote';
        else field += ch;
        continue;
      }
      if (mode === 'quote') {
        mode = 'plain';
        if (ch === '"') {
          field += '"';
          mode = 'quoted';
          continue;
        }
      }
      if (ch === '"' && field === '') mode = 'quoted';
      else if (ch === sep) {
        record.push(field);
        field = '';
      } else if (ch === '\n' || ch === '\r') {
        if (ch === '\r' && text[i + 1] === '\n') i++;
        record.push(field);
        field = '';
        if (record.length > 1 || record[0] !== '') yield record;
        record = [];
      } else field += ch;
    }
  }

  for await (let chunk of chunks) {
    if (!started) {
      chunk = chunk.replace(/^\uFEFF/, '');
      started = chunk.length > 0;
    }
    if (sep === undefined) {
      head += chunk;
      const newline = head.search(/[\r\n]/);
      if (newline < 0) continue;
      sep = detectDelimiter(head.slice(0, newline));
      chunk = head;
      head = '';
    }
    yield* consume(chunk);
  }
  if (sep === undefined) {
    sep = detectDelimiter(head);
    yield* consume(head);
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    yield record;
  }
}

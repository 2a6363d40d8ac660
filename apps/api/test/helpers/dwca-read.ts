import { unzipSync } from 'fflate';

/** The archive's files, by name, as text. */
export function unzipText(zip: Buffer): Map<string, string> {
  const files = unzipSync(new Uint8Array(zip));
  return new Map(
    Object.entries(files).map(([name, bytes]) => [name, Buffer.from(bytes).toString('utf8')]),
  );
}

/** A tab-separated file with a header line and no quoting (as meta.xml declares it). */
export function readTsv(text: string): { header: string[]; rows: string[][] } {
  const lines = text.split('\n');
  expectLastEmpty(lines);
  const [head, ...rest] = lines.slice(0, -1);
  return { header: head!.split('\t'), rows: rest.map((l) => l.split('\t')) };
}

function expectLastEmpty(lines: string[]) {
  if (lines.at(-1) !== '') throw new Error('the file does not end with a line break');
}

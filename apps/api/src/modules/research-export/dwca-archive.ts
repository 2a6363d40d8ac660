import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { columnDictionaryCsv } from './column-dictionary.ts';
import { metaXml } from './dwca-meta.ts';
import {
  type EventContext,
  eventLine,
  measurementLines,
  occurrenceLines,
  tsvChunks,
} from './dwca-rows.ts';
import { EVENT_FILE, MEASUREMENT_FILE, OCCURRENCE_FILE, termName } from './dwca-terms.ts';
import type { ResearchBatch } from './repository.ts';
import type { ListedSpecies } from './species-repository.ts';

export interface ArchiveInput {
  /** A new pass over the campaign's accepted counts, batch by batch (one per data file). */
  batches: () => AsyncIterable<ResearchBatch>;
  species: readonly ListedSpecies[];
  context: EventContext;
  eml: string;
}

const header = (file: { terms: readonly string[] }) => file.terms.map(termName);
const stream = (chunks: AsyncIterable<Buffer>) =>
  Readable.from(chunks, { objectMode: false, highWaterMark: 1 });

/**
 * The Darwin Core Archive (issue 34) as a zip stream (archiver): meta.xml and eml.xml, then each
 * data file read from the database in its own pass, batch by batch, compressed as it goes. The
 * entries are written one after another, so memory stays one batch and the compressor's window.
 * ZIP64 is switched on by archiver when occurrence.txt passes 4 GB.
 */
export function dwcaArchive(input: ArchiveInput): Readable {
  const { batches, species, context } = input;
  const zip = new ZipArchive({ zlib: { level: 6 } });
  zip.append(metaXml(), { name: 'meta.xml' });
  zip.append(input.eml, { name: 'eml.xml' });
  zip.append(stream(tsvChunks(header(EVENT_FILE), batches(), (row) => eventLine(row, context))), {
    name: EVENT_FILE.file,
  });
  zip.append(
    stream(
      tsvChunks(header(OCCURRENCE_FILE), batches(), (row, birds) =>
        occurrenceLines(row, birds, species),
      ),
    ),
    { name: OCCURRENCE_FILE.file },
  );
  zip.append(stream(tsvChunks(header(MEASUREMENT_FILE), batches(), measurementLines)), {
    name: MEASUREMENT_FILE.file,
  });
  zip.append(columnDictionaryCsv(species), { name: 'column-dictionary.csv' });
  void zip.finalize().catch(() => {
    // The error reaches the reader through the stream's 'error' event.
  });
  return zip;
}

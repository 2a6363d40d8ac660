// The part of archiver 8's API the Darwin Core Archive uses (the package ships no types).
declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';
  import type { ZlibOptions } from 'node:zlib';

  export interface ZipOptions {
    zlib?: ZlibOptions;
    forceZip64?: boolean;
    comment?: string;
  }
  export class ZipArchive extends Transform {
    constructor(options?: ZipOptions);
    append(source: string | Buffer | Readable, data: { name: string; date?: Date }): this;
    finalize(): Promise<void>;
    pointer(): number;
  }
}

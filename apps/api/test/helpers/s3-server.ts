import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in account: the only credentials it accepts (it checks signatures). */
export const S3_KEY = 'S3RVER';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The MEDIA_* environment that points a server at this bucket. */
  env: Record<string, string>;
  close: () => Promise<void>;
}

/** A real S3-compatible server (s3rver, on files in a temp folder) with one bucket. */
export async function startLocalS3(bucket = 'tvt-media'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'tvt-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      MEDIA_STORE: 's3',
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_ACCESS_KEY_ID: S3_KEY,
      MEDIA_S3_SECRET_ACCESS_KEY: S3_KEY,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

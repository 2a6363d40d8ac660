import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../../env-stateless.ts';
import { type MediaBackend, checkMediaName } from './media-store.ts';

/** The bucket's base URL, without a trailing slash. */
export function bucketUrl(config: S3Config): string {
  const endpoint = new URL(config.endpoint ?? `https://s3.${config.region}.amazonaws.com`);
  const base = endpoint.href.replace(/\/+$/, '');
  if (config.pathStyle) return `${base}/${encodeURIComponent(config.bucket)}`;
  return `${endpoint.protocol}//${config.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}`;
}

/**
 * Media as objects in an S3-compatible bucket, signed with AWS Signature V4 (aws4fetch: one
 * small file, no SDK). Every request has a timeout, so a stalled store fails the one request.
 */
export function createS3Backend(config: S3Config): MediaBackend {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const base = bucketUrl(config);
  const url = (name: string) => `${base}/${config.prefix}${checkMediaName(name)}`;
  const call = (target: string, init: RequestInit = {}) =>
    client.fetch(target, { ...init, signal: AbortSignal.timeout(config.timeoutMs) });
  const fail = async (what: string, response: Response): Promise<never> => {
    await response.body?.cancel();
    throw new Error(`media store (S3): ${what} answered ${response.status}`);
  };

  return {
    kind: 's3',
    async ensure() {
      const response = await call(`${base}/`, { method: 'HEAD' });
      await response.body?.cancel();
      if (!response.ok) {
        throw new Error(
          `media store (S3): bucket ${config.bucket} at ${new URL(base).host} answered ${response.status}; check MEDIA_S3_*`,
        );
      }
    },
    async put(name, data, contentType) {
      const response = await call(url(name), {
        method: 'PUT',
        body: new Uint8Array(data),
        headers: { 'content-type': contentType },
      });
      if (!response.ok) await fail(`PUT ${name}`, response);
      await response.body?.cancel();
    },
    async get(name) {
      const response = await call(url(name));
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok) await fail(`GET ${name}`, response);
      return Buffer.from(await response.arrayBuffer());
    },
    async has(name) {
      const response = await call(url(name), { method: 'HEAD' });
      await response.body?.cancel();
      if (response.status === 404) return false;
      if (!response.ok) await fail(`HEAD ${name}`, response);
      return true;
    },
    async remove(name) {
      const response = await call(url(name), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) await fail(`DELETE ${name}`, response);
      await response.body?.cancel();
    },
  };
}

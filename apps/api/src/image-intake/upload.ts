import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { HttpError } from '../http-error.ts';
import { IMAGE_MESSAGES } from './messages.ts';

/**
 * Lets the plugin's routes take a photo: multipart form data with one file of at most
 * `maxBytes`, or a bare image body (image/*, application/octet-stream), read up to `maxBytes`
 * and then refused with 413. The real type is sniffed from the bytes later (`decode.ts`).
 */
export async function acceptImageUploads(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });
  app.addContentTypeParser(
    /^(image\/[\w.+-]+|application\/octet-stream)(;.*)?$/,
    { bodyLimit: maxBytes + 1 },
    (_request, payload, done) => {
      const chunks: Buffer[] = [];
      let size = 0;
      payload.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= maxBytes) chunks.push(chunk);
      });
      payload.on('end', () => {
        if (size > maxBytes) done(new HttpError(413, IMAGE_MESSAGES.tooLarge(maxBytes), 'image'));
        else done(null, Buffer.concat(chunks));
      });
      payload.on('error', (error) => done(error));
    },
  );
}

export interface UploadParts {
  /** The text fields, by name (the last one wins). */
  fields: Map<string, string>;
  /** The first file part the route takes; the client's file name is read nowhere. */
  image: Buffer | undefined;
}

/**
 * Reads a multipart upload: its text fields and the first file part `isImageField` accepts,
 * buffered up to the limit (413 in Dutch on `field` beyond it). A broken form is a 400.
 */
export async function readUploadParts(
  request: FastifyRequest,
  options: { maxBytes: number; field: string; isImageField: (name: string) => boolean },
): Promise<UploadParts> {
  const fields = new Map<string, string>();
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields.set(part.fieldname, part.value);
      } else if (options.isImageField(part.fieldname) && !image) {
        image = await part.toBuffer();
      } else {
        // Every file must be drained, or the parser waits for it forever.
        part.file.resume();
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, IMAGE_MESSAGES.tooLarge(options.maxBytes), options.field);
    }
    // The plugin's limit and content-type errors carry a 4xx; the parser's own (a missing
    // boundary, a cut-off form, a malformed part header) are plain errors: the client's too.
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof HttpError || (status !== undefined && status < 500)) throw error;
    throw new HttpError(400, IMAGE_MESSAGES.brokenForm, options.field);
  }
  return { fields, image };
}

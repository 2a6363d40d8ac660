import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { HttpError } from '../../http-error.ts';

/** Sounds and videos are larger than photos; a short bird video fits in this. */
export const OFFICE_UPLOAD_MAX_BYTES = 64 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  notMultipart: 'Stuur het bestand als multipart/form-data in het veld file.',
  tooLarge: 'Het bestand is te groot. Een bestand mag maximaal 64 MB zijn.',
  broken: 'Het bestand is niet goed aangekomen. Probeer het opnieuw.',
} as const;

/** Lets the plugin's routes take one office file (multipart, field `file`). */
export async function acceptOfficeUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: OFFICE_UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3, headerPairs: 50 },
  });
}

/** The bytes of the `file` part (undefined when none); a broken or oversized form is a 4xx. */
export async function readOfficeFile(request: FastifyRequest): Promise<Buffer | undefined> {
  return (await readOfficeForm(request)).file;
}

/** The `file` part and the text fields beside it (a bird's sound has its maker and licence). */
export async function readOfficeForm(
  request: FastifyRequest,
): Promise<{ file: Buffer | undefined; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new HttpError(400, UPLOAD_MESSAGES.notMultipart, 'file');
  let file: Buffer | undefined;
  const fields = Object.create(null) as Record<string, string>;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && !file) file = await part.toBuffer();
      else if (part.type === 'file') part.file.resume();
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, UPLOAD_MESSAGES.tooLarge, 'file');
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof HttpError || (status !== undefined && status < 500)) throw error;
    throw new HttpError(400, UPLOAD_MESSAGES.broken, 'file');
  }
  return { file, fields };
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../source-query.ts';
import type { MediaService } from './service.ts';

const field = (name: string, expected: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined
      ? `Het veld '${name}' ontbreekt.`
      : `Het veld '${name}' moet ${expected} zijn.`,
});
const count = (name: string, max: number) =>
  z
    .number(field(name, 'een getal'))
    .int(field(name, 'een geheel getal'))
    .min(0, field(name, 'positief'))
    .max(max, field(name, `hooguit ${max}`));

/** Spec 7: originalfilename, uniquefilename, filesize, width, height, tags, frontend. */
const registration = z.object({
  originalfilename: z
    .string(field('originalfilename', 'tekst'))
    .max(255, field('originalfilename', 'hooguit 255 tekens'))
    // Kept as information only; control characters would only make trouble in an export.
    .transform((v) => v.replace(/[\p{Cc}\p{Cf}]/gu, '')),
  uniquefilename: z
    .string(field('uniquefilename', 'tekst'))
    .max(100, field('uniquefilename', 'een geldige bestandsnaam')),
  filesize: count('filesize', 1_000_000_000),
  width: count('width', 100_000),
  height: count('height', 100_000),
  tags: z
    .array(
      z
        .string(field('tags', 'een lijst met teksten'))
        .trim()
        .min(1, field('tags', 'niet leeg'))
        .max(100, field('tags', 'korter')),
      field('tags', 'een lijst met teksten'),
    )
    .max(10, field('tags', 'hooguit 10 labels')),
  frontend: z.boolean(field('frontend', 'true of false')),
});

const answer = z.object({
  data: z.object({ id: z.string(), url: z.string(), urlSmall: z.string() }),
});

/** Count service: POST /postImage registers an uploaded photo and answers its id and URLs. */
export function registerRoute(
  app: FastifyInstance,
  { service }: { service: MediaService },
  done: () => void,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/postImage',
    {
      schema: {
        tags: ['count'],
        summary: 'Register an uploaded garden photo',
        body: registration,
        response: { 200: answer, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const body = request.body;
      const photo = await service.register(body.uniquefilename, {
        originalFileName: body.originalfilename,
        clientFileSize: body.filesize,
        clientWidth: body.width,
        clientHeight: body.height,
        tags: [...new Set(body.tags)],
        frontend: body.frontend,
      });
      return { data: { id: photo.id, url: photo.url, urlSmall: photo.urlSmall } };
    },
  );
  done();
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { sourceQuery } from '../source-query.ts';
import { createQuizService } from './service.ts';

const drawing = z.string().describe('Absolute path of a drawing on this server');
const quizResponse = z.object({
  data: z.array(
    z.object({
      name: z.string().describe("The species asked for: 'Welke van deze vogels is de {name}?'"),
      image: drawing,
      options: z
        .array(
          z.object({
            name: z.string(),
            image: drawing,
            correct: z.boolean(),
            text: z.string().describe("Shown after answering: 'Dit is een {name}'"),
          }),
        )
        .describe('Four options, exactly one correct, in random order'),
    }),
  ),
});

/** Quiz questions, mounted at /api/bird/v1; new random questions on every call. */
export function quizRoutes(
  app: FastifyInstance,
  { database }: { database: Database },
  done: () => void,
) {
  const service = createQuizService(database.db, Math.random, app.contentMemo);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/birds/quiz',
    {
      schema: {
        tags: ['bird'],
        summary: 'Ten quiz questions about ten different garden birds',
        querystring: sourceQuery,
        response: { 200: quizResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await service.questions() };
    },
  );
  done();
}

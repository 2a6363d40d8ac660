import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { quizResponse } from '@tvt/contract';
import { sourceQuery } from '@tvt/contract/requests';
import type { QuizService } from './service.ts';

/** Quiz questions, mounted at /api/bird/v1; new random questions on every call. */
export function quizRoutes(
  app: FastifyInstance,
  { service }: { service: QuizService },
  done: () => void,
) {
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

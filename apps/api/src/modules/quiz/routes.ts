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
      // The only uncached read with a large answer: checking its 40 options against the schema
      // on every call took about an eighth of the quiz's CPU (decision 057). The service checks
      // every card once per deck instead, and the schema still documents the answer.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await service.questions() };
    },
  );
  done();
}

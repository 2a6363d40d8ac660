import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './paging.ts';

function queryInt(field: string, min: number, max: number, fallback: number) {
  const message = `De parameter '${field}' moet een geheel getal van ${min} tot en met ${max} zijn.`;
  return z
    .string({ error: message })
    .regex(/^\d+$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }))
    .optional()
    .transform((v) => v ?? fallback);
}

/** `?offset` (page index, from 0) and `?limit` (1–100, default 20) of the list endpoints. */
export const pagingQuerySchema = z.object({
  offset: queryInt('offset', 0, 100_000, 0),
  limit: queryInt('limit', 1, MAX_PAGE_SIZE, PAGE_SIZE),
});

export type PagingQuery = z.output<typeof pagingQuerySchema>;

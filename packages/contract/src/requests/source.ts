import { z } from 'zod';

/** Every read endpoint takes the campaign's `source`; an unknown value is accepted and ignored. */
export const sourceQuery = z.object({
  source: z.string().max(100).optional().describe('Campaign source value (accepted, not required)'),
});

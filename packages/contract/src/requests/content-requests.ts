import { z } from 'zod';

/** `GET {content}/content/{slug}` path. */
export const slugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Ongeldige tekstnaam.'),
});

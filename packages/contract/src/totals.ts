import * as z from 'zod/mini';
import { count } from './common.ts';

/** `GET {count}/totals` and `GET {cdn}/birdsparticipants.json`. */
export const totalsResponse = z.object({
  data: z
    .array(z.object({ participants: count(), birds: count() }))
    .check(z.describe('Spec "Total count": a list whose first entry has participants and birds')),
});
export type TotalsResponse = z.infer<typeof totalsResponse>;

/** `GET {cdn}/getTopRemote.json`: the three most counted birds. */
export const topBirdsResponse = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      remoteimage: z.string().check(z.describe("The bird's drawing")),
      name: z.string(),
      count: count(),
    }),
  ),
});
export type TopBirdsResponse = z.infer<typeof topBirdsResponse>;

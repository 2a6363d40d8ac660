import * as z from 'zod/mini';
import { countBirdsFile } from './birds.ts';
import { phaseResponse } from './campaign.ts';
import { webConfigResponse } from './config.ts';
import { introTourResponse } from './content.ts';

/**
 * The data block of every app page (`<script type="application/json" id="tvt-boot">`, issue 15):
 * what the first screen would otherwise fetch, as the server knew it when it sent the page. Each
 * part is the body (`config`) or the `data` of the answer it stands for; a part the page's route
 * does not show is left out. A page without a part fetches it, as a cached copy of the page does.
 */
export const bootData = z.object({
  config: webConfigResponse,
  phase: z.optional(phaseResponse.shape.data),
  introTour: z.optional(introTourResponse.shape.data),
  countBirds: z.optional(countBirdsFile.shape.data),
});
export type BootData = z.infer<typeof bootData>;

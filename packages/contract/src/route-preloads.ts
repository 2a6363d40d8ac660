import * as z from 'zod/mini';
import { phaseId } from './campaign.ts';

/**
 * `route-preloads.json` in the web build: for each screen's route pattern (`vogelgids/:id`, `*`)
 * the chunks and style sheets its first visit fetches beyond the entry. Written by the web
 * build, read by the server, which names them in the page it sends (decision 062). An entry
 * with a `phase` is the screen as it is in that phase (home before the count loads a part of its
 * own); the server uses it when the page is for that phase (decision 063).
 */
export const routePreloads = z.array(
  z.object({
    path: z.string(),
    phase: z.optional(phaseId),
    scripts: z.array(z.string()),
    styles: z.array(z.string()),
  }),
);
export type RoutePreloads = z.infer<typeof routePreloads>;
export type RoutePreload = RoutePreloads[number];

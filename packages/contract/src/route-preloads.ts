import * as z from 'zod/mini';

/**
 * `route-preloads.json` in the web build: for each screen's route pattern (`vogelgids/:id`, `*`)
 * the chunks and style sheets its first visit fetches beyond the entry. Written by the web
 * build, read by the server, which names them in the page it sends (decision 062).
 */
export const routePreloads = z.array(
  z.object({ path: z.string(), scripts: z.array(z.string()), styles: z.array(z.string()) }),
);
export type RoutePreloads = z.infer<typeof routePreloads>;
export type RoutePreload = RoutePreloads[number];

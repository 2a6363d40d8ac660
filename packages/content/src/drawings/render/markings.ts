// Markings painted over the regions inside the silhouette clip, in the order listed.
import { bodyMarking } from './body-markings.ts';
import type { Ctx } from './context.ts';
import { headMarking } from './head-markings.ts';

export function drawMarkings(ctx: Ctx): string {
  return ctx.markings.map((m) => headMarking(ctx, m) ?? bodyMarking(ctx, m) ?? '').join('');
}

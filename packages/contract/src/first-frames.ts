import * as z from 'zod/mini';
import { BANNER_IMAGE_MARKER } from './first-frame.ts';

/** `first-frames.json` of the web build (decision 066), read by the server at start. */
const screenFrame = z.object({
  /** The address it is drawn for (the app's path, without query). */
  path: z.string(),
  html: z.string().check(z.minLength(1)),
});

export const firstFrames = z.object({
  /** What index.html holds in `#root`: the frame every other screen starts from. */
  shell: z.string().check(z.minLength(1)),
  /** Home: the frame with the banner's picture where its `html` has the marker. */
  home: z.object({
    path: z.string(),
    html: z.string().check(z.includes(BANNER_IMAGE_MARKER)),
  }),
  /** The count's first step (spec 2 "first-count"), as phase 2 opens it. */
  count: screenFrame,
  /** The app's own banner picture per segment, as built. */
  campaignImages: z.record(z.enum(['default', 'jg', 'bs']), z.string()),
});
export type FirstFrames = z.infer<typeof firstFrames>;

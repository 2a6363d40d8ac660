import type { Segment } from '../segment/index.ts';
import bs from './assets/campaign-bs.svg';
import defaultImage from './assets/campaign-default.svg';
import jg from './assets/campaign-jg.svg';

/**
 * The banner images, drawn from the bird drawings by
 * packages/content/src/site/write-campaign-images.ts (one scene per segment). 1200 × 400.
 */
export const CAMPAIGN_IMAGES: Record<Segment, string> = { default: defaultImage, jg, bs };
export const CAMPAIGN_IMAGE_SIZE = { width: 1200, height: 400 } as const;

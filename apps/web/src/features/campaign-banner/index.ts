/**
 * Public entry of the app's own campaign banner: the picture and the line per visitor segment
 * and phase and the count dates in words, which home shows and the office's campaign check draws (decision 115) when the
 * organiser set none. Data only: no component, no style sheet.
 */
export { bannerLine } from './banner-copy.ts';
export { CAMPAIGN_IMAGES, CAMPAIGN_IMAGE_SIZE } from './campaign-image.ts';
export { countDatesOrDefault, formatCountDates } from './count-dates.ts';

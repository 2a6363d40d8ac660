// The beak picker (spec section 3 "Beak options"): a large head in profile with the bill shape
// of each class, in the birds' style.
import { drawBill } from '../render/bill.ts';
import { circlePath, el, ellipsePath, OUTLINE } from '../render/svg.ts';
import type { BeakClass, Colours } from '../types.ts';
import { svgDocument } from './svg-doc.ts';

export const BEAK_TITLES: Record<BeakClass, string> = {
  1: 'Snavel: lang en dun',
  2: 'Snavel: halflang en dun',
  3: 'Snavel: kort en dun',
  4: 'Snavel: eendensnavel',
  5: 'Snavel: kegelvormig',
  6: 'Snavel: dik en scherp',
  7: 'Snavel: haaksnavel',
  8: 'Snavel: gebogen',
  9: 'Snavel: dolkvormig',
};

const HEAD_COLOUR = '#b7bec6';
const BILL_COLOUR = '#3d4650';
const LINE = 2.4;

/** Long bills get a smaller head so every image shows the whole bill at a similar size. */
const HEAD_RADIUS: Record<BeakClass, number> = {
  1: 27,
  2: 36,
  3: 40,
  4: 34,
  5: 38,
  6: 34,
  7: 40,
  8: 28,
  9: 30,
};

export function renderBeakPicker(beak: BeakClass, options: { width?: number } = {}): string {
  const r = HEAD_RADIUS[beak];
  const head = { c: { x: 200 - 20 - r * 1.6, y: 72 }, r };
  const colours: Colours = {
    crown: HEAD_COLOUR,
    face: HEAD_COLOUR,
    throat: HEAD_COLOUR,
    breast: HEAD_COLOUR,
    belly: HEAD_COLOUR,
    back: HEAD_COLOUR,
    wing: HEAD_COLOUR,
    tail: HEAD_COLOUR,
    bill: BILL_COLOUR,
    legs: BILL_COLOUR,
    eye: '#1b1b1b',
  };
  const bill = drawBill(
    beak,
    head,
    beak === 8 ? 2 : 4,
    1,
    1,
    colours,
    [],
    `beak-${beak}-clip`,
    LINE,
  );
  // Neck and shoulder run off the right edge, so the head reads as part of a bird.
  const neck = ellipsePath(head.c.x + r * 1.2, head.c.y + r * 1.5, r * 1.35, r * 1.2);
  const shapes = el('path', { d: circlePath(head.c, r) + neck });
  const eye = { x: head.c.x - r * 0.38, y: head.c.y - r * 0.14 };
  const content = [
    bill.under,
    el('g', { fill: 'none', stroke: OUTLINE, 'stroke-width': LINE * 2 }, shapes),
    el('g', { fill: HEAD_COLOUR }, shapes),
    el('circle', { cx: eye.x, cy: eye.y, r: r * 0.15, fill: '#1b1b1b' }),
    el('circle', { cx: eye.x - r * 0.05, cy: eye.y - r * 0.05, r: r * 0.05, fill: '#ffffff' }),
  ].join('');
  return svgDocument(`beak-${beak}`, BEAK_TITLES[beak], content, options.width);
}

import { createHash } from 'node:crypto';
import {
  type BeakClass,
  type BirdDescription,
  type SilhouetteClass,
  type SizeClass,
  describeBird,
  describeVariants,
  renderBeakPicker,
  renderBirdSvg,
  renderSilhouettePicker,
  renderSizePicker,
} from '@tvt/content';

/** A rendered SVG with the short hash that versions its URL and serves as its ETag. */
export interface RenderedSvg {
  svg: string;
  hash: string;
}

export const DEFAULT_VARIANT = 'default';
export type PickerKind = 'size' | 'silhouette' | 'beak';
const PICKER_MAX: Record<PickerKind, number> = { size: 4, silhouette: 9, beak: 9 };

/**
 * A variant's URL key: the slug of its form and plumage ('man', 'juveniel',
 * 'volwassen-winterkleed'); `default` is the species' first variant.
 */
export function variantKey(form: string, plumage?: string): string {
  return `${form} ${plumage ?? ''}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function withHash(svg: string): RenderedSvg {
  return { svg, hash: createHash('sha256').update(svg).digest('base64url').slice(0, 12) };
}

// Rendering is pure and the content ships with the build, so each image is drawn once per process.
// Misses are not cached: the keys of real drawings bound the cache, whatever clients ask for.
const birdCache = new Map<string, RenderedSvg>();
const pickerCache = new Map<string, RenderedSvg>();

function findDescription(id: string, variant: string): BirdDescription | undefined {
  const all = describeVariants(id);
  if (variant === DEFAULT_VARIANT) return all[0];
  return all.find((d) => variantKey(d.form, d.plumage) === variant);
}

/** The drawing of one species in one variant; undefined when there is none. */
export function birdSvg(id: string, variant: string = DEFAULT_VARIANT): RenderedSvg | undefined {
  const key = `${id}/${variant}`;
  const cached = birdCache.get(key);
  if (cached) return cached;
  const description = findDescription(id, variant);
  if (!description) return undefined;
  const rendered = withHash(renderBirdSvg(description));
  birdCache.set(key, rendered);
  return rendered;
}

/** The route path of a drawing with its content hash; '' when the species has no drawing. */
export function birdDrawingUrl(id: string, variant: string = DEFAULT_VARIANT): string {
  const drawing = birdSvg(id, variant);
  return drawing ? `/media/birds/${encodeURIComponent(id)}/${variant}.svg?v=${drawing.hash}` : '';
}

/**
 * The drawing for a plumage as the bird data names it: the exact variant when drawn, otherwise
 * the species' default drawing (the renderer's own fallback order).
 */
export function plumageDrawingUrl(id: string, form: string, plumage?: string): string {
  const description = describeBird(id, form, plumage);
  if (!description) return '';
  return birdDrawingUrl(id, variantKey(description.form, description.plumage));
}

/** The male drawing where the sexes are drawn apart; otherwise the default. */
export function sexDrawingUrl(id: string, sex: 'man' | 'vrouw'): string {
  const drawn = describeVariants(id).some((d) => d.form === sex);
  return drawn ? plumageDrawingUrl(id, sex) : birdDrawingUrl(id);
}

/** A wizard picker image, n within the picker's options; undefined otherwise. */
export function pickerSvg(kind: PickerKind, n: number): RenderedSvg | undefined {
  if (!Number.isInteger(n) || n < 1 || n > PICKER_MAX[kind]) return undefined;
  const key = `${kind}/${n}`;
  let hit = pickerCache.get(key);
  if (!hit) {
    hit = withHash(renderPicker(kind, n));
    pickerCache.set(key, hit);
  }
  return hit;
}

function renderPicker(kind: PickerKind, n: number): string {
  // pickerSvg has checked n against the picker's range.
  if (kind === 'size') return renderSizePicker(n as SizeClass);
  if (kind === 'silhouette') return renderSilhouettePicker(n as SilhouetteClass);
  return renderBeakPicker(n as BeakClass);
}

export function pickerUrl(kind: PickerKind, n: number): string {
  const image = pickerSvg(kind, n);
  return image ? `/media/wizard/${kind}/${n}.svg?v=${image.hash}` : '';
}

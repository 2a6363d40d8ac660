// Small helpers to write compact, deterministic SVG markup.

export interface Pt {
  x: number;
  y: number;
}

export const OUTLINE = '#26282b';

/** Rounds to one decimal so output is short and identical on every run. */
export function n(value: number): string {
  const r = Math.round(value * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

export function pt(p: Pt): string {
  return `${n(p.x)} ${n(p.y)}`;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function attrs(a: Record<string, string | number | undefined>): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : escapeXml(v as string)}"`)
    .join('');
}

export function el(
  name: string,
  a: Record<string, string | number | undefined>,
  body?: string,
): string {
  return body === undefined ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${body}</${name}>`;
}

export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0Z`;
}

export function circlePath(c: Pt, r: number): string {
  return ellipsePath(c.x, c.y, r, r);
}

export function add(a: Pt, b: Pt): Pt {
  return { x: a.x + b.x, y: a.y + b.y };
}

export function lerp(a: Pt, b: Pt, t: number): Pt {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

export function polar(angleDeg: number, length: number): Pt {
  const a = (angleDeg * Math.PI) / 180;
  return { x: Math.cos(a) * length, y: Math.sin(a) * length };
}

export function rotate(p: Pt, angleDeg: number): Pt {
  const a = (angleDeg * Math.PI) / 180;
  return { x: p.x * Math.cos(a) - p.y * Math.sin(a), y: p.x * Math.sin(a) + p.y * Math.cos(a) };
}

function channel(hex: string, i: number): number {
  return parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
}

function toHex(r: number, g: number, b: number): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Mixes a #rrggbb colour towards another; t = 0 keeps the colour. */
export function mix(hex: string, other: string, t: number): string {
  const [r, g, b] = [0, 1, 2].map((i) => channel(hex, i) * (1 - t) + channel(other, i) * t) as [
    number,
    number,
    number,
  ];
  return toHex(r, g, b);
}

export function darken(hex: string, t: number): string {
  return mix(hex, '#000000', t);
}

export function lighten(hex: string, t: number): string {
  return mix(hex, '#ffffff', t);
}

export function luminance(hex: string): number {
  return (0.299 * channel(hex, 0) + 0.587 * channel(hex, 1) + 0.114 * channel(hex, 2)) / 255;
}

// Composes one bird drawing: geometry → layers → fitted into a fixed 200×160 viewBox.
import type { BirdDescription, Colours, RenderOptions } from '../types.ts';
import { drawBill } from './bill.ts';
import { resolveColours, headPt, type Ctx } from './context.ts';
import { drawMarkings } from './markings.ts';
import { drawCrest, drawEyes, drawFacialDisk } from './head-parts.ts';
import { drawLegs, feet } from './legs.ts';
import { drawTail, tailTip } from './tail.ts';
import { buildGeometry, toGlobal } from './pose.ts';
import { regionFills, silhouetteShapes } from './regions.ts';
import { sceneBehind, trunkEdge, waterFront, waterLine, type Box } from './scene.ts';
import { el, escapeXml, n, OUTLINE, type Pt } from './svg.ts';
import { drawFarWing, drawWing, wingExtent } from './wing.ts';

export const VIEW_W = 200;
export const VIEW_H = 160;
const MARGIN = 10;
const LINE = 2; // outline width in viewBox units, whatever the bird's scale

export function drawingTitle(d: Pick<BirdDescription, 'name' | 'form' | 'plumage'>): string {
  const parts = [d.form, d.plumage].filter((p): p is string => !!p && p !== 'volwassen');
  return parts.length ? `${d.name} (${parts.join(', ')})` : d.name;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function flatColours(c: Colours, colour: string): Colours {
  const out = { ...c };
  for (const k of Object.keys(out) as (keyof Colours)[]) out[k] = colour;
  return out;
}

function boundingBox(ctx: Ctx, billTip: Pt): Box {
  const { body, head } = ctx.g;
  const a = (body.rot * Math.PI) / 180;
  const ex = Math.hypot(body.rx * Math.cos(a), body.ry * Math.sin(a));
  const ey = Math.hypot(body.rx * Math.sin(a), body.ry * Math.cos(a));
  const hasCrest = ctx.markings.some((m) => m.kind === 'crest');
  const pts: Pt[] = [
    { x: body.c.x - ex, y: body.c.y - ey },
    { x: body.c.x + ex, y: body.c.y + ey },
    { x: head.c.x - head.r, y: head.c.y - head.r * (hasCrest ? 1.7 : 1) },
    { x: head.c.x + head.r, y: head.c.y + head.r },
    tailTip(ctx),
    billTip,
    ...feet(ctx).map((f) => ({ x: f.x, y: f.y + ctx.g.legs.toes * 0.5 })),
  ];
  if (ctx.g.wing.style === 'flight')
    pts.push(
      toGlobal(body, 1.45 * ctx.g.wing.length * body.rx, -3.0 * ctx.g.wing.length * body.ry),
      toGlobal(body, 1.2 * ctx.g.wing.length * body.rx, 2.4 * ctx.g.wing.length * body.ry),
    );
  else pts.push(toGlobal(body, wingExtent(ctx), 0));
  let box = {
    x0: Math.min(...pts.map((p) => p.x)),
    y0: Math.min(...pts.map((p) => p.y)),
    x1: Math.max(...pts.map((p) => p.x)),
    y1: Math.max(...pts.map((p) => p.y)),
  };
  if (ctx.g.scene === 'water') box = { ...box, y1: waterLine(ctx) + body.ry * 0.35 };
  return box;
}

/**
 * Where a trunk-climber meets its trunk, in drawing units, or undefined for a bird drawn on
 * anything else: the bark's edge, the bill's tip, the tail's tip and the body's centre. The
 * contact sheet and the tests check with it that every climber faces the bark.
 */
export function trunkContact(desc: BirdDescription) {
  const g = buildGeometry(desc.posture, desc.shape);
  if (g.scene !== 'trunk') return undefined;
  const ctx: Ctx = {
    g,
    c: resolveColours(desc.colours),
    markings: desc.markings,
    sw: 1,
    id: (x) => x,
    flat: false,
  };
  const bill = drawBill(
    desc.beak,
    g.head,
    g.bill.angle,
    g.bill.scale,
    g.bill.depth,
    ctx.c,
    desc.markings,
    'bill',
    1,
  );
  return {
    edge: trunkEdge(feet(ctx), 1),
    billTip: bill.tip,
    tailTip: tailTip(ctx),
    body: g.body.c,
  };
}

/** The drawing's defs and body, for embedding in a larger SVG (the picker images). */
export function renderBirdParts(
  desc: BirdDescription,
  options: RenderOptions = {},
): { defs: string; body: string; prefix: string; frame: Box } {
  const g = buildGeometry(desc.posture, desc.shape);
  const prefix = options.idPrefix ?? slug(`${desc.id}-${desc.form}-${desc.plumage ?? ''}`);
  const flat = options.silhouette !== undefined;
  const colours = resolveColours(
    flat ? flatColours(desc.colours, options.silhouette ?? OUTLINE) : desc.colours,
  );
  const markings = flat
    ? desc.markings.filter((m) => m.kind === 'crest').map((m) => ({ ...m, colour: colours.back }))
    : desc.markings;
  const ctx: Ctx = { g, c: colours, markings, sw: 1, id: (name) => `${prefix}-${name}`, flat };
  const billArgs = [
    desc.beak,
    g.head,
    g.bill.angle,
    g.bill.scale,
    g.bill.depth,
    colours,
    markings,
  ] as const;
  const owlBase = markings.some((m) => m.kind === 'facialDisk')
    ? headPt(ctx, -0.42, 0.12)
    : undefined;
  const probe = drawBill(...billArgs, ctx.id('bill'), 1, owlBase);
  const box = boundingBox(ctx, probe.tip);
  const scale = Math.min(
    (VIEW_W - 2 * MARGIN) / (box.x1 - box.x0),
    (VIEW_H - 2 * MARGIN) / (box.y1 - box.y0),
  );
  ctx.sw = LINE / scale;
  const tx = (VIEW_W - (box.x1 - box.x0) * scale) / 2 - box.x0 * scale;
  const ty =
    options.align === 'bottom'
      ? VIEW_H - MARGIN - box.y1 * scale
      : (VIEW_H - (box.y1 - box.y0) * scale) / 2 - box.y0 * scale;
  const bill = drawBill(...billArgs, ctx.id('bill'), ctx.sw, owlBase);
  const shapes = silhouetteShapes(ctx);
  const sil = ctx.id('sil');
  const showScene = options.scene !== false && !flat;
  const bird = [
    showScene ? sceneBehind(ctx, box, feet(ctx)) : '',
    drawLegs(ctx),
    drawTail(ctx),
    drawFarWing(ctx),
    drawCrest(ctx),
    owlBase ? '' : bill.under,
    el(
      'g',
      { fill: 'none', stroke: OUTLINE, 'stroke-width': ctx.sw * 2, 'stroke-linejoin': 'round' },
      shapes,
    ),
    el('g', { fill: colours.back }, shapes),
    flat
      ? ''
      : el(
          'g',
          { 'clip-path': `url(#${sil})` },
          regionFills(ctx) +
            drawMarkings(ctx) +
            el('rect', {
              x: box.x0 - 20,
              y: box.y0 - 20,
              width: box.x1 - box.x0 + 40,
              height: box.y1 - box.y0 + 40,
              fill: `url(#${ctx.id('shade')})`,
            }),
        ),
    drawWing(ctx),
    flat ? '' : drawFacialDisk(ctx) + drawEyes(ctx),
    owlBase ? bill.under : '',
    bill.over,
  ].join('');
  const water = g.scene === 'water' && !flat;
  const waterClip = ctx.id('water');
  const defs = el(
    'defs',
    {},
    el(
      'linearGradient',
      { id: ctx.id('shade'), x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': '#ffffff', 'stop-opacity': 0.2 }) +
        el('stop', { offset: 0.45, 'stop-color': '#ffffff', 'stop-opacity': 0 }) +
        el('stop', { offset: 1, 'stop-color': '#000000', 'stop-opacity': 0.2 }),
    ) +
      el('clipPath', { id: sil }, shapes) +
      (water
        ? el(
            'clipPath',
            { id: waterClip },
            el('rect', {
              x: box.x0 - 400,
              y: box.y0 - 400,
              width: 1000,
              height: waterLine(ctx) - box.y0 + 400,
            }),
          )
        : ''),
  );
  const body = el(
    'g',
    { transform: `translate(${n(tx)} ${n(ty)}) scale(${scale.toFixed(4)})` },
    (water ? el('g', { 'clip-path': `url(#${waterClip})` }, bird) : bird) +
      (water && showScene ? waterFront(ctx, box) : ''),
  );
  // Where the bird ended up in viewBox units, for callers that compose several drawings.
  const frame = {
    x0: tx + box.x0 * scale,
    y0: ty + box.y0 * scale,
    x1: tx + box.x1 * scale,
    y1: ty + box.y1 * scale,
  };
  return { defs, body, prefix, frame };
}

/** One bird drawing as a complete SVG document with a Dutch `<title>`. */
export function renderBirdSvg(desc: BirdDescription, options: RenderOptions = {}): string {
  const { defs, body, prefix } = renderBirdParts(desc, options);
  const title = options.title ?? drawingTitle(desc);
  const titleId = `${prefix}-title`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW_W} ${VIEW_H}"` +
    (options.width
      ? ` width="${options.width}" height="${Math.round((options.width * VIEW_H) / VIEW_W)}"`
      : '') +
    ` role="img" aria-labelledby="${titleId}"><title id="${titleId}">${escapeXml(title)}</title>${defs}${body}</svg>`
  );
}

import { describeBird, describeVariants, renderBirdSvg } from '../drawings/index.ts';

/** A bird placed in the scene; `width` in scene units (the drawing keeps its 5:4 frame). */
export interface ScenePlacement {
  id: string;
  form?: string;
  x: number;
  y: number;
  width: number;
  /** Faces left instead of right. */
  mirror?: boolean;
}

export interface CampaignScene {
  /** Sky colours from top to horizon. */
  sky: readonly [string, string];
  birds: readonly ScenePlacement[];
}

export const SCENE_WIDTH = 1200;
export const SCENE_HEIGHT = 400;

/** Visitor segments (spec section 1) and their scenes: garden birds on a winter branch. */
/** Where the drawings' own perch sits: about 0.76 of the drawing's width below its top. */
const PERCH = 0.76;
const BRANCH_Y = 262;

/** A bird on the scene's branch, its perch on the branch line. */
const onBranch = (
  id: string,
  x: number,
  width: number,
  extra: Partial<ScenePlacement> & { drop?: number } = {},
): ScenePlacement => {
  // `drop` corrects drawings whose feet sit higher in their frame (long tails, ground birds).
  const { drop = 0, ...rest } = extra;
  return { id, x, y: Math.round(BRANCH_Y - PERCH * width + drop), width, ...rest };
};

/** Visitor segments (spec section 1) and their scenes: garden birds on a winter branch. */
export const CAMPAIGN_SCENES: Readonly<Record<'default' | 'jg' | 'bs', CampaignScene>> = {
  default: {
    sky: ['#cfe6f2', '#eef6ea'],
    birds: [
      onBranch('koolmees', 500, 170),
      onBranch('pimpelmees', 665, 150, { mirror: true }),
      onBranch('merel', 810, 220, { form: 'man', mirror: true }),
      onBranch('roodborst', 1010, 170, { mirror: true }),
    ],
  },
  jg: {
    sky: ['#fde7c8', '#f3f7e4'],
    birds: [
      onBranch('roodborst', 500, 170),
      onBranch('vink', 665, 180, { form: 'man', mirror: true }),
      onBranch('staartmees', 850, 170, { mirror: true, drop: 24 }),
      onBranch('huismus', 1020, 170, { form: 'man', mirror: true }),
    ],
  },
  bs: {
    sky: ['#d9e4f5', '#f1f4ea'],
    birds: [
      onBranch('huismus', 500, 165, { form: 'man' }),
      onBranch('koolmees', 660, 165, { mirror: true }),
      onBranch('ekster', 820, 230, { mirror: true, drop: 30 }),
      onBranch('kauw', 1020, 175, { mirror: true, drop: 10 }),
    ],
  },
};

/** The drawing's inner markup and viewBox, without its own title (the scene is decorative). */
function drawingParts(placement: ScenePlacement): { viewBox: string; body: string } | undefined {
  const description = placement.form
    ? describeBird(placement.id, placement.form)
    : describeVariants(placement.id)[0];
  if (!description) return undefined;
  const svg = renderBirdSvg(description);
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
  const body = svg
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<title[^>]*>.*?<\/title>/, '');
  return viewBox ? { viewBox, body } : undefined;
}

function placeBird(placement: ScenePlacement): string {
  const parts = drawingParts(placement);
  if (!parts) throw new Error(`No drawing for ${placement.id}`);
  const height = Math.round((placement.width * 4) / 5);
  const flip = placement.mirror
    ? ` transform="translate(${placement.x * 2 + placement.width} 0) scale(-1 1)"`
    : '';
  return (
    `<g${flip}><svg x="${placement.x}" y="${placement.y}" width="${placement.width}" height="${height}" ` +
    `viewBox="${parts.viewBox}">${parts.body}</svg></g>`
  );
}

/**
 * The home banner's campaign image (spec: a page banner with a campaign image), drawn from
 * the bird drawings: a winter garden with birds on a branch and one on the lawn. The left
 * part stays calm because the banner text sits there on wide screens.
 */
export function renderCampaignIllustration(scene: CampaignScene): string {
  const [top, horizon] = scene.sky;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}" `,
    `width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" aria-hidden="true">`,
    '<defs><linearGradient id="scene-sky" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${horizon}"/>`,
    '</linearGradient></defs>',
    `<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="url(#scene-sky)"/>`,
    // Hedge and lawn.
    '<path d="M0 300 C 120 262 230 286 340 270 S 560 250 700 276 S 960 250 1200 268 V400 H0Z" fill="#9cc49a"/>',
    '<path d="M0 340 C 200 320 420 336 640 326 S 1000 318 1200 330 V400 H0Z" fill="#7fae7c"/>',
    // A bare winter branch across the right half, under the birds' own perches.
    `<path d="M450 ${BRANCH_Y + 6} L1200 ${BRANCH_Y + 2}" stroke="#6b4f3a" stroke-width="12" stroke-linecap="round"/>`,
    `<path d="M620 ${BRANCH_Y + 4} C 600 ${BRANCH_Y + 40} 570 ${BRANCH_Y + 60} 540 ${BRANCH_Y + 70}" fill="none" stroke="#6b4f3a" stroke-width="6" stroke-linecap="round"/>`,
    ...scene.birds.map(placeBird),
    '</svg>',
  ].join('');
}

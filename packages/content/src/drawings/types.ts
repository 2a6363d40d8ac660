// The plumage description format: what a drawing of one bird in one plumage looks like.
// Descriptions are plain data; the renderer turns them into SVG.

/** The spec's beak options (section 3 "Determination filters"), 1–9. */
export type BeakClass = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** The spec's silhouette options, 1–9. */
export type SilhouetteClass = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** The spec's size options, 1–4. */
export type SizeClass = 1 | 2 | 3 | 4;

/** How the bird stands or moves in its drawing; each has its own geometry and scene. */
export type Posture =
  | 'songbird' // perched on a branch
  | 'pigeon' // standing on the ground, small head
  | 'crow' // standing on the ground, heavy bill, long legs
  | 'woodpecker' // clinging upright to a trunk
  | 'duck' // swimming
  | 'heron' // standing tall on long legs, S-curved neck
  | 'stork' // standing on long legs, body level, neck straight and forward
  | 'cormorant' // standing upright on a post, long neck, long tail hanging down
  | 'gull' // standing, long wings past the tail
  | 'raptor' // perched upright on a post
  | 'owl' // upright, big round head
  | 'swallow' // in flight
  | 'rail' // walking, short cocked tail, long toes
  | 'wader'; // standing, slim, long legs

export type TailShape = 'square' | 'notched' | 'rounded' | 'graduated' | 'forked' | 'pointed';

/** Multipliers on the posture's default geometry (1 = default). */
export interface Proportions {
  head?: number;
  body?: number; // body length
  plump?: number; // body depth
  tail?: number; // tail length
  tailWidth?: number;
  tailAngle?: number; // added to the tail's angle in degrees (negative = raised)
  tailShape?: TailShape;
  neck?: number;
  legs?: number;
  bill?: number; // bill length
  billDepth?: number;
  wing?: number; // folded wing length
  wingBars?: 1 | 2; // how many pale bars when colours.wingBars is set
  shortBars?: boolean; // the bars are short dashes on the inner wing (stock dove)
  tilt?: number; // added body tilt in degrees (positive = front up)
}

/** Colours per body region; optional regions fall back to a neighbouring region. */
export interface Colours {
  crown: string;
  nape?: string; // falls back to crown
  face: string; // lores, area around the eye, ear coverts unless cheek is set
  cheek?: string; // the patch below and behind the eye
  throat: string;
  neck?: string; // fore- and hindneck of long-necked birds; falls back to nape / throat
  breast: string;
  flank?: string; // falls back to belly
  belly: string;
  undertail?: string; // falls back to belly
  back: string;
  rump?: string; // falls back to back
  wing: string; // coverts
  wingBars?: string; // pale bars across the coverts
  primaries?: string; // flight feathers; falls back to a darker wing colour
  tertials?: string; // feather edges on the folded wing
  tail: string;
  bill: string;
  billTip?: string;
  lowerBill?: string; // lower mandible when it differs from the upper
  legs: string;
  eyeRing?: string;
  eye: string; // iris
}

/** Where a pattern (streaks, spots, bars) sits. */
export type Area =
  'breast' | 'belly' | 'flank' | 'underparts' | 'back' | 'head' | 'crown' | 'wing' | 'tail';

export type Marking =
  | { kind: 'bib'; colour: string; size?: 'small' | 'medium' | 'large' } // throat to upper breast
  | { kind: 'bellyStripe'; colour: string; width?: number } // the great tit's "tie"
  | { kind: 'eyeStripe'; colour: string; behindOnly?: boolean; width?: number } // through the eye to the nape, width in head radii
  | { kind: 'supercilium'; colour: string } // above the eye
  | { kind: 'moustache'; colour: string; width?: number } // from the bill base down the side of the throat
  | { kind: 'cap'; colour: string; depth?: 'forehead' | 'crown' | 'eye' } // drawn over the crown region
  | { kind: 'mask'; colour: string; small?: boolean } // around bill base and eye; small = lores only
  | { kind: 'crownStripe'; colour: string; width?: number } // along the top of the head, width in head radii
  | { kind: 'cheekSpot'; colour: string }
  | { kind: 'collar'; colour: string; half?: boolean; edge?: string } // ring or hind-neck half collar
  | { kind: 'neckPatch'; colour: string } // patch on the side of the neck
  | { kind: 'napePatch'; colour: string; large?: boolean } // large = the whole rear of the head and neck
  | { kind: 'breastBand'; colour: string }
  | { kind: 'flankLine'; colour: string }
  | { kind: 'streaks'; area: Area; colour: string; heavy?: boolean }
  | { kind: 'spots'; area: Area; colour: string; large?: boolean }
  | { kind: 'bars'; area: Area; colour: string }
  | { kind: 'scales'; area: Area; colour: string } // pale feather fringes
  | {
      kind: 'wingPatch';
      colour: string;
      place:
        'shoulder' | 'scapulars' | 'coverts' | 'secondaries' | 'primaries' | 'speculum' | 'edge'; // edge: a crescent along the bend of the wing; scapulars: a pied woodpecker's big white oval
    }
  | { kind: 'primaryTips'; colour: string; spots?: string } // gulls' black wing tips with white mirrors
  | { kind: 'crest'; colour: string; shape: 'pointed' | 'tuft' | 'ears' | 'swept' }
  | { kind: 'tailEdges'; colour: string }
  | { kind: 'tailBand'; colour: string } // band at the tail tip
  | { kind: 'facialDisk'; colour: string; rim: string }
  | { kind: 'shield'; colour: string } // frontal shield above the bill
  | { kind: 'billSpot'; colour: string }
  | { kind: 'bristles'; colour: string } // carrion crow: feathered bill base, flat forehead into the culmen
  | { kind: 'crossedBill' } // crossbills: mandible tips crossed
  | { kind: 'sheen'; colour: string }; // gloss over the body

export type MarkingKind = Marking['kind'];

export interface Plumage {
  colours: Colours;
  markings: Marking[];
}

/** One plumage variant; it changes the species' base plumage. */
export interface VariantSpec {
  form: string; // 'man', 'vrouw', 'volwassen', 'juveniel', 'eerste winter'
  plumage?: string; // 'zomerkleed', 'winterkleed'; absent when the plumage is the same all year
  colours?: Partial<Colours>;
  /** Replaces the base markings when present. */
  markings?: Marking[];
  /** Added after the (base or replaced) markings. */
  extraMarkings?: Marking[];
  shape?: Proportions;
}

/** A species' drawing data: one base plumage and its variants (the first is the default). */
export interface BirdDrawing {
  id: string;
  name: string; // Dutch name, used in the SVG title
  posture: Posture;
  beak: BeakClass;
  shape?: Proportions;
  base: Plumage;
  variants: VariantSpec[];
}

/** What the renderer draws: one species in one plumage. */
export interface BirdDescription {
  id: string;
  name: string;
  form: string;
  plumage?: string;
  posture: Posture;
  beak: BeakClass;
  shape: Proportions;
  colours: Colours;
  markings: Marking[];
}

export interface RenderOptions {
  /** Width in px written on the root element; the viewBox keeps it scalable. */
  width?: number;
  /** Prefix for ids inside the SVG, so several drawings can share one HTML page. */
  idPrefix?: string;
  /** Overrides the default `<title>` (name and form). */
  title?: string;
  /** Draw the perch, ground or water (default true). */
  scene?: boolean;
  /** Draw the bird as one flat silhouette in this colour (used by the picker images). */
  silhouette?: string;
  /** Where the bird sits in the frame; 'bottom' lines birds up on one ground line. */
  align?: 'center' | 'bottom';
}

import { SIZE_OPTIONS } from './options.ts';

/** The determination filter (spec 3): single choices, except colours. */
export interface WizardFilter {
  size?: number | null;
  color?: readonly number[] | null;
  silhouette?: number | null;
  beak?: number | null;
}

export type ParsedWizardFilter = {
  size?: number;
  color?: number[];
  silhouette?: number;
  beak?: number;
};

export type WizardFilterParseResult =
  | { ok: true; filter: ParsedWizardFilter }
  | { ok: false; field: keyof ParsedWizardFilter; message: string };

/**
 * Spec 4: `&key=value` for every non-empty selection, in the order size, color, silhouette,
 * beak; colours comma-joined in the order they were picked.
 */
export function buildFilterQuery(filter: WizardFilter): string {
  const parts: string[] = [];
  if (filter.size != null) parts.push(`&size=${filter.size}`);
  if (filter.color != null && filter.color.length > 0)
    parts.push(`&color=${filter.color.join(',')}`);
  if (filter.silhouette != null) parts.push(`&silhouette=${filter.silhouette}`);
  if (filter.beak != null) parts.push(`&beak=${filter.beak}`);
  return parts.join('');
}

const LABELS = { size: 'grootte', color: 'kleur', silhouette: 'silhouet', beak: 'snavel' } as const;
const MAX = { size: SIZE_OPTIONS.length, color: 9, silhouette: 9, beak: 9 } as const;

function parseChoice(raw: string, max: number): number | undefined {
  if (!/^[1-9][0-9]*$/.test(raw)) return undefined;
  const n = Number(raw);
  return n <= max ? n : undefined;
}

function invalid(field: keyof ParsedWizardFilter): WizardFilterParseResult {
  return {
    ok: false,
    field,
    message: `Ongeldige ${LABELS[field]} '${field}': kies een waarde van 1 tot en met ${MAX[field]}.`,
  };
}

/**
 * The server's side: reads the filter from query parameters. Absent or empty keys mean "no
 * filter"; anything else must be a listed value. Repeated colours are kept once.
 */
export function parseFilterQuery(
  query: Readonly<Record<string, string | string[] | undefined>>,
): WizardFilterParseResult {
  const filter: ParsedWizardFilter = {};
  for (const field of ['size', 'silhouette', 'beak'] as const) {
    const raw = query[field];
    if (raw === undefined || raw === '') continue;
    if (Array.isArray(raw)) return invalid(field);
    const value = parseChoice(raw.trim(), MAX[field]);
    if (value === undefined) return invalid(field);
    filter[field] = value;
  }
  const rawColor = query.color;
  if (rawColor !== undefined && rawColor !== '') {
    const joined = Array.isArray(rawColor) ? rawColor.join(',') : rawColor;
    const colours: number[] = [];
    for (const piece of joined.split(',')) {
      const value = parseChoice(piece.trim(), MAX.color);
      if (value === undefined) return invalid('color');
      if (!colours.includes(value)) colours.push(value);
    }
    filter.color = colours;
  }
  return { ok: true, filter };
}

import type { CountResultResponse } from '@tvt/contract';

/** What a link preview shows: every value is public figures, never a name or an address. */
export interface ShareMeta {
  title: string;
  description: string;
  /** Absolute URLs: crawlers do not resolve relative ones. */
  url: string;
  image: string;
  imageAlt: string;
}

const SITE = 'Nationale Tuinvogeltelling';
const whole = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('nl-NL', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

const n = (count: number, one: string, many: string) =>
  `${whole.format(count)} ${count === 1 ? one : many}`;

/** The headline of a count's result, shared by the page title and the preview image. */
export function countHeadline(result: CountResultResponse): string {
  const where = result.municipality ? ` in ${result.municipality.name}` : '';
  return `${n(result.totals.birds, 'vogel', 'vogels')} van ${n(result.totals.species, 'soort', 'soorten')} geteld${where}`;
}

/** Title and description of a count's shared result page. */
export function countShareMeta(
  result: CountResultResponse,
  urls: { page: string; image: string },
): ShareMeta {
  const top = [...result.birds]
    .sort((a, b) => b.counted - a.counted)
    .slice(0, 5)
    .map((bird) => `${bird.name} ${whole.format(bird.counted)}`)
    .join(', ');
  const first = result.birds[0];
  const compare =
    first && result.municipality && first.municipalityAverage !== null
      ? ` In ${result.municipality.name} zagen de tuinen gemiddeld ${oneDecimal.format(first.municipalityAverage)} × ${first.name.toLowerCase()}.`
      : '';
  const headline = countHeadline(result);
  return {
    title: `${headline} – Tuinvogeltelling ${result.year}`,
    description: `${top ? `${top}.` : 'Geen vogels gezien.'}${compare} Bekijk hoe deze tuin het deed naast de rest van Nederland.`,
    url: urls.page,
    image: urls.image,
    imageAlt: `${headline} tijdens de Tuinvogeltelling ${result.year}`,
  };
}

/** The results overview's preview, for /resultaten and the area pages. */
export function resultsShareMeta(urls: { page: string; image: string }): ShareMeta {
  return {
    title: `Resultaten – ${SITE}`,
    description:
      'Welke vogels zijn het meest geteld? De ranglijst van alle soorten in Nederland, per provincie en per gemeente, live tijdens de telling.',
    url: urls.page,
    image: urls.image,
    imageAlt: 'De meest getelde vogels van de Tuinvogeltelling',
  };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** For text and attribute values in HTML (and SVG). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function tags(meta: ShareMeta): string {
  const property = (name: string, value: string) =>
    `<meta property="${name}" content="${escapeHtml(value)}" />`;
  const named = (name: string, value: string) =>
    `<meta name="${name}" content="${escapeHtml(value)}" />`;
  return [
    named('description', meta.description),
    property('og:type', 'website'),
    property('og:site_name', SITE),
    property('og:locale', 'nl_NL'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    property('og:image', meta.image),
    property('og:image:alt', meta.imageAlt),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', meta.image),
  ].join('\n    ');
}

/**
 * index.html with this page's title, description and Open Graph tags: the built page's own
 * title and description are replaced, the rest goes before `</head>`. No script is added, so
 * the strict CSP holds.
 */
export function withShareMeta(indexHtml: string, meta: ShareMeta): string {
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta\s+name="description"[\s\S]*?>/, '')
    .replace('</head>', `  ${tags(meta)}\n  </head>`);
}

import sharp from 'sharp';
import type { AreaResultsResponse, CountResultResponse } from '@tvt/contract';
import { countHeadline, escapeHtml } from '../../pages/share-meta.ts';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
const BRAND = '#1e6b40';
const whole = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });

interface Card {
  year: number;
  headline: string;
  caption: string;
  rows: { name: string; value: number }[];
}

/** The preview card as SVG: a headline over at most five bars. */
export function cardSvg({ year, headline, caption, rows }: Card): string {
  const top = rows.slice(0, 5);
  const most = Math.max(1, ...top.map((r) => r.value));
  const bars = top
    .map((row, i) => {
      const y = 250 + i * 66;
      const bar = Math.max(4, Math.round((row.value / most) * 520));
      return `<text x="80" y="${y + 34}" font-size="34" fill="#1a1f1c">${escapeHtml(row.name)}</text>
  <rect x="480" y="${y + 6}" width="${bar}" height="36" rx="6" fill="${BRAND}"/>
  <text x="${490 + bar}" y="${y + 36}" font-size="32" font-weight="bold" fill="#1a1f1c">${whole.format(row.value)}</text>`;
    })
    .join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" font-family="DejaVu Sans, Arial, sans-serif">
  <rect width="100%" height="100%" fill="#f5f7f2"/>
  <rect width="100%" height="150" fill="${BRAND}"/>
  <text x="80" y="70" font-size="34" fill="#ffffff">Tuinvogeltelling ${year}</text>
  <text x="80" y="122" font-size="${headline.length > 44 ? 32 : 42}" font-weight="bold" fill="#ffffff">${escapeHtml(headline)}</text>
  <text x="80" y="215" font-size="30" fill="#4b5750">${escapeHtml(caption)}</text>
  ${bars}
</svg>`;
}

/** A count: its headline and its five most counted birds. */
export function previewSvg(result: CountResultResponse): string {
  const rows = [...result.birds]
    .sort((a, b) => b.counted - a.counted)
    .map((b) => ({ name: b.name, value: b.counted }));
  return cardSvg({
    year: result.year,
    headline: countHeadline(result),
    caption: rows.length > 0 ? 'Meest geteld in deze tuin' : 'In deze tuin is niets gezien',
    rows,
  });
}

/** The country: totals and the top five species. */
export function nationalPreviewSvg(results: AreaResultsResponse): string {
  const { totals } = results;
  return cardSvg({
    year: results.year,
    headline: totals
      ? `${whole.format(totals.participants)} tuinen, ${whole.format(totals.birds)} vogels geteld`
      : 'De resultaten van de telling',
    caption: totals ? 'Meest geteld in Nederland' : 'Nog te weinig tellingen om te tonen',
    rows: results.suppressed ? [] : results.species.map((s) => ({ name: s.name, value: s.birds })),
  });
}

/** An SVG card as PNG (1200 × 630, the size link previews expect). */
export function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

export const renderPreviewPng = (result: CountResultResponse) => renderPng(previewSvg(result));

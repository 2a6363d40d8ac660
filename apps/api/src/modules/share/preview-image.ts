import sharp from 'sharp';
import type { CountResultResponse } from '@tvt/contract';
import { countHeadline, escapeHtml } from './share-meta.ts';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
const BRAND = '#1e6b40';
const whole = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });

/** The preview card as SVG: the headline and the five most counted birds with bars. */
export function previewSvg(result: CountResultResponse): string {
  const birds = [...result.birds].sort((a, b) => b.counted - a.counted).slice(0, 5);
  const most = Math.max(1, ...birds.map((b) => b.counted));
  const rows = birds
    .map((bird, i) => {
      const y = 250 + i * 66;
      const bar = Math.round((bird.counted / most) * 560);
      return `<text x="80" y="${y + 34}" font-size="34" fill="#1a1f1c">${escapeHtml(bird.name)}</text>
  <rect x="480" y="${y + 6}" width="${bar}" height="36" rx="6" fill="${BRAND}"/>
  <text x="${490 + bar}" y="${y + 36}" font-size="32" font-weight="bold" fill="#1a1f1c">${whole.format(bird.counted)}</text>`;
    })
    .join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" font-family="DejaVu Sans, Arial, sans-serif">
  <rect width="100%" height="100%" fill="#f5f7f2"/>
  <rect width="100%" height="150" fill="${BRAND}"/>
  <text x="80" y="70" font-size="34" fill="#ffffff">Tuinvogeltelling ${result.year}</text>
  <text x="80" y="122" font-size="${countHeadline(result).length > 44 ? 32 : 42}" font-weight="bold" fill="#ffffff">${escapeHtml(countHeadline(result))}</text>
  <text x="80" y="215" font-size="30" fill="#4b5750">${birds.length > 0 ? 'Meest geteld in deze tuin' : 'In deze tuin is niets gezien'}</text>
  ${rows}
</svg>`;
}

/** The preview as PNG (1200 × 630, the size link previews expect). */
export function renderPreviewPng(result: CountResultResponse): Promise<Buffer> {
  return sharp(Buffer.from(previewSvg(result)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

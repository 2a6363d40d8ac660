// The wrapper shared by the picker images: same viewBox and title convention as the birds.
import { VIEW_H, VIEW_W } from '../render/render-bird.ts';
import { escapeXml } from '../render/svg.ts';

export const SILHOUETTE_COLOUR = '#3d4650';
export const GHOST_COLOUR = '#c5cbd2';

export function svgDocument(id: string, title: string, content: string, width?: number): string {
  const size = width ? ` width="${width}" height="${Math.round((width * VIEW_H) / VIEW_W)}"` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW_W} ${VIEW_H}"${size} role="img" ` +
    `aria-labelledby="${id}-title"><title id="${id}-title">${escapeXml(title)}</title>${content}</svg>`
  );
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  FIRST_OVERLAY_ID,
  FIRST_TOUR_TEMPLATE_FILE,
  firstTourMarkers,
  INTRO_TOUR_HIDDEN_COOKIE,
  type BootData,
} from '@tvt/contract';
import { sortTourPages } from '@tvt/domain';
import { escapeHtml } from './share-meta.ts';
import { cookieValue } from './page-cookies.ts';

/** The title as text: quotes stay, as React writes them. */
const text = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The build's template when it has every marker; else none, and pages go without the tour. */
export function readFirstTourTemplate(distDir: string): string | undefined {
  const file = join(distDir, FIRST_TOUR_TEMPLATE_FILE);
  if (!existsSync(file)) return undefined;
  const template = readFileSync(file, 'utf8');
  const complete = Object.values(firstTourMarkers).every((marker) => template.includes(marker));
  return complete && /<li>.*?<\/li>/s.test(template) ? template : undefined;
}

/**
 * The tour's first page drawn from the template (decision 066): title and picture as text and
 * attribute, the text as the HTML the organisation wrote (the app shows it so too), one dot per
 * page with the first current. Undefined when there is no page to show.
 */
export function fillFirstTour(
  template: string,
  tour: NonNullable<BootData['introTour']>,
): string | undefined {
  const pages = sortTourPages(tour);
  const [first] = pages;
  if (!first) return undefined;
  const { title, content, image } = firstTourMarkers;
  let html = template.replace(/<li>.*?<\/li>/s, (dot) =>
    pages
      .map((_, index) => {
        const label = dot.replace('Pagina 1 van 1', `Pagina ${index + 1} van ${pages.length}`);
        return index === 0 ? label : label.replace(' aria-current="step"', '');
      })
      .join(''),
  );
  // Without a picture, its element and the preload React put beside it go.
  const picture = first.image;
  html = picture
    ? html.replaceAll(image, () => escapeHtml(picture))
    : html.replace(new RegExp(`<(?:img|link)[^>]*${image}[^>]*>`, 'g'), '');
  return html.replace(title, () => text(first.title)).replace(content, () => first.content);
}

/** Whether the browser says the tour was closed (the web app's cookie beside its key). */
export function tourClosed(cookieHeader: string | undefined): boolean {
  return cookieValue(cookieHeader, INTRO_TOUR_HIDDEN_COOKIE) === 'true';
}

const OVERLAY_ELEMENT = `<div id="${FIRST_OVERLAY_ID}"></div>`;

/** The page with the drawn tour in its overlay element; unchanged without either. */
export function withFirstOverlay(html: string, overlay: string | undefined): string {
  if (overlay === undefined || !html.includes(OVERLAY_ELEMENT)) return html;
  return html.replace(OVERLAY_ELEMENT, () => `<div id="${FIRST_OVERLAY_ID}">${overlay}</div>`);
}

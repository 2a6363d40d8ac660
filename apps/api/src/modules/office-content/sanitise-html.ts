import sanitizeHtml from 'sanitize-html';

/**
 * The HTML the office may store for texts, FAQ answers and tour pages (decision 070): text
 * structure, links and images only. No scripts, styles, event handlers, frames or forms; links
 * only to http(s), mailto and tel, or a path on this server; an image only from http(s) or a
 * path. What is left out is dropped, text inside it kept (scripts and styles with their text).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens elsewhere must not hand the new page a way back into ours.
    a: (tagName, { href, target }) => ({
      tagName,
      attribs: {
        ...(href === undefined ? {} : { href }),
        ...(target === '_blank' ? { target, rel: 'noopener noreferrer' } : {}),
      },
    }),
  },
};

/** The stored form of HTML the office sends: allowlisted, trimmed. */
export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

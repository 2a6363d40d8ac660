export interface FaqSection {
  question: string;
  /** HTML of the answer. */
  answer: string;
}

export interface FaqPage {
  /** HTML before the first question (often empty). */
  intro: string;
  sections: FaqSection[];
}

const QUESTION_TAGS = new Set(['H2', 'H3', 'H4']);

function htmlOf(node: ChildNode): string {
  if (node instanceof Element) return node.outerHTML;
  const text = node.textContent ?? '';
  return text.trim() === '' ? '' : text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/**
 * Splits the FAQ text (an HTML page from the content service) on its headings: each heading is
 * a question, everything up to the next heading its answer. A page without headings stays one
 * intro block, so any text the organisation writes is still shown.
 */
export function splitFaq(html: string, doc: Document = document): FaqPage {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const page: FaqPage = { intro: '', sections: [] };
  for (const node of Array.from(template.content.childNodes)) {
    if (node instanceof Element && QUESTION_TAGS.has(node.tagName)) {
      const question = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (question !== '') page.sections.push({ question, answer: '' });
      continue;
    }
    const current = page.sections.at(-1);
    if (current) current.answer += htmlOf(node);
    else page.intro += htmlOf(node);
  }
  return page;
}

/** One FAQ entry as the office edits it: a plain-text question and an HTML answer. */
export interface FaqEntry {
  question: string;
  answer: string;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The FAQ page the public app splits on its headings (`splitFaq`): the intro, then per entry an
 * `<h2>` with the question as text and the answer's HTML after it.
 */
export function faqPageHtml(intro: string, entries: readonly FaqEntry[]): string {
  const parts = entries.map(
    (entry) => `<h2>${escapeText(entry.question.replace(/\s+/g, ' ').trim())}</h2>${entry.answer}`,
  );
  return [intro.trim(), ...parts].filter((part) => part !== '').join('\n');
}

/** Public entry of the FAQ. */
export { FaqText } from './faq-text.tsx';
export { FaqAccordion } from './faq-accordion.tsx';
export { type FaqSection, splitFaq } from './faq-sections.ts';

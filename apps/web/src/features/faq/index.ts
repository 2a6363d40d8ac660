/** Public entry of the FAQ. */
export { FaqText } from './faq-text.tsx';

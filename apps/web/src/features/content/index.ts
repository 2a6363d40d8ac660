/** Public entry of the content texts (FAQ, about) from the content service. */
export { useContent } from './content-query.ts';

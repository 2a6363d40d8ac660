/** Public entry of the about feature ('Over de app'): what routes may use. */
export { AboutContent, AboutText } from './about-text.tsx';

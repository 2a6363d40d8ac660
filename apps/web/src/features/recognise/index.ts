/** Public entry of the 'Herkennen' start screen. */
export { RecogniseStart } from './recognise-start.tsx';

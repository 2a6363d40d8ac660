/** Public entry of the live top 3. */
export { TopBirdsSlider } from './top-birds-slider.tsx';

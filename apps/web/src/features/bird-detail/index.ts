/** Public entry of the bird detail screen. */
export { BirdDetailScreen } from './bird-detail-screen.tsx';

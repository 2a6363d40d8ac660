/** Public entry of the home screen. */
export { HomeScreen } from './home-screen.tsx';
// Drawn at build time into the frame the server sends for home (decision 066).
export { BannerFrame } from './banner-frame.tsx';

/** Public entry of the home screen. */
export { HomeScreen } from './home-screen.tsx';

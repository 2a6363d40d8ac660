/** Public entry of the audio player. */
export { AudioPlayer } from './audio-player.tsx';

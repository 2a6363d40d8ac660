/** Public entry of the photo recognition: its screen, and the pick-then-open hand-over. */
export { PhotoRecognitionScreen } from './photo-recognition-screen.tsx';
export { usePickPhotoThenOpen } from './pick-photo-then-open.tsx';

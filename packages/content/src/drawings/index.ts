// Bird drawings: plumage descriptions per species, the SVG renderer and the wizard's picker images.
export type * from './types.ts';
export {
  BIRD_DRAWINGS,
  birdDrawing,
  describeBird,
  describeVariants,
  requireBird,
} from './catalogue.ts';
export { renderBirdSvg, drawingTitle, trunkContact } from './render/render-bird.ts';
export {
  pickerImages,
  SILHOUETTE_REFERENCES,
  SIZE_REFERENCES,
  renderBeakPicker,
  renderSilhouettePicker,
  renderSizePicker,
} from './picker/index.ts';
export type { PickerImage } from './picker/index.ts';

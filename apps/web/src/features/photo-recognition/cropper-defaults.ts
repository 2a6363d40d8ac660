/** Spec 3 "Cropper properties" and spec 9 "Images": the cropper's defaults and output. */
export const CROPPER_DEFAULTS = {
  aspect: 4 / 3,
  zoom: 1,
  minZoom: 1,
  maxZoom: 3,
  /** Wheel zoom changes by delta × zoomSpeed / 200 (react-easy-crop's own rule). */
  zoomSpeed: 1,
  showGrid: true,
  cropShape: 'rect',
  restrictPosition: true,
} as const;

export const CROP_OUTPUT_SIZE = 1000;
export const CROP_JPEG_QUALITY = 0.9;

/** Spec 5 "Cropper": zoom stays between the minimum and the maximum. */
export function clampZoom(zoom: number, minZoom: number, maxZoom: number): number {
  if (!Number.isFinite(zoom)) return minZoom;
  return Math.min(maxZoom, Math.max(minZoom, zoom));
}

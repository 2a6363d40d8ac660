import type { Area } from 'react-easy-crop';
import { CROP_JPEG_QUALITY, CROP_OUTPUT_SIZE } from './cropper-defaults.ts';

/** Spec 7 "Cropper output": what a confirmed crop raises. */
export interface CropResult {
  dataUrl: string;
  file: File;
  formData: FormData;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be loaded'));
    image.src = src;
  });
}

function toBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The crop could not be encoded'))),
      'image/jpeg',
      CROP_JPEG_QUALITY,
    );
  });
}

/**
 * Draws the cropped region (pixels of the source image) onto a 1000 × 1000 canvas and encodes
 * it as JPEG 0.9: the data URL, the file and the form data with the one field `image`.
 */
export async function cropToJpeg(src: string, area: Area): Promise<CropResult> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = CROP_OUTPUT_SIZE;
  canvas.height = CROP_OUTPUT_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, CROP_OUTPUT_SIZE, CROP_OUTPUT_SIZE);
  context.drawImage(
    image,
    area.x,
    area.y,
    area.width,
    area.height,
    0,
    0,
    CROP_OUTPUT_SIZE,
    CROP_OUTPUT_SIZE,
  );
  const blob = await toBlob(canvas);
  const file = new File([blob], 'foto.jpg', { type: 'image/jpeg' });
  const formData = new FormData();
  formData.append('image', file);
  return { dataUrl: canvas.toDataURL('image/jpeg', CROP_JPEG_QUALITY), file, formData };
}

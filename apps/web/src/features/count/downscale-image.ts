/** Spec 5/9: photos are sent at most 1920 px on either side, as JPEG at quality 0.8. */
export const PHOTO_MAX_DIMENSION = 1920;
export const PHOTO_JPEG_QUALITY = 0.8;

/** The scaled size that fits within `max` on both sides, never enlarged. */
export function fitWithin(
  width: number,
  height: number,
  max = PHOTO_MAX_DIMENSION,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export interface DownscaledImage {
  blob: Blob;
  dataUrl: string;
  width: number;
  height: number;
}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/** Decodes the picked image (honouring its EXIF orientation) and re-encodes it smaller. */
export async function downscaleImage(file: Blob): Promise<DownscaledImage> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d unavailable');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (b) => (b ? resolve(b) : reject(new Error('JPEG encoding failed'))),
      'image/jpeg',
      PHOTO_JPEG_QUALITY,
    ),
  );
  return { blob, dataUrl: await blobToDataUrl(blob), width, height };
}

/** The stored data URL back to bytes, for an upload after a reload. */
export async function dataUrlToBlob(dataUrl: string): Promise<Blob> {
  return (await fetch(dataUrl)).blob();
}

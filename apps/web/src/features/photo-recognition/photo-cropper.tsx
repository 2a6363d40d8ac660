import { type ReactNode, useId, useRef, useState } from 'react';
import Cropper, { type Area, type Point, type Size } from 'react-easy-crop';
import { CROPPER_DEFAULTS, clampZoom } from './cropper-defaults.ts';
import { type CropResult, cropToJpeg } from './crop-image.ts';

/** Spec 3 "Cropper properties"; every one optional with the spec 9 default. */
export interface PhotoCropperProps {
  image: string;
  crop?: Point;
  zoom?: number;
  aspect?: number;
  minZoom?: number;
  maxZoom?: number;
  cropSize?: Size;
  cropShape?: 'rect' | 'round';
  showGrid?: boolean;
  zoomSpeed?: number;
  crossOrigin?: '' | 'anonymous' | 'use-credentials';
  restrictPosition?: boolean;
  /** Spec 7 "Cropper output": the data URL and the JPEG file. */
  onImageFinish?: (result: { dataUrl: string; file: File }) => void;
  /** Spec 7 "Cropper output": form data with one field `image` holding the JPEG. */
  onFormData?: (formData: FormData) => void;
  onError?: (error: unknown) => void;
  /** The confirm-button area: a click or touch there takes the crop. */
  children?: ReactNode;
}

/**
 * The photo-recognition element (spec 2 "Embeddable determination widgets"): drag, wheel and
 * pinch zoom, optional grid, round or rectangular crop area; zoom also by a labelled slider
 * and the position by the arrow keys, so it works without a pointer.
 */
export function PhotoCropper({
  image,
  crop: initialCrop = { x: 0, y: 0 },
  zoom: initialZoom = CROPPER_DEFAULTS.zoom,
  aspect = CROPPER_DEFAULTS.aspect,
  minZoom = CROPPER_DEFAULTS.minZoom,
  maxZoom = CROPPER_DEFAULTS.maxZoom,
  cropSize,
  cropShape = CROPPER_DEFAULTS.cropShape,
  showGrid = CROPPER_DEFAULTS.showGrid,
  zoomSpeed = CROPPER_DEFAULTS.zoomSpeed,
  crossOrigin,
  restrictPosition = CROPPER_DEFAULTS.restrictPosition,
  onImageFinish,
  onFormData,
  onError,
  children,
}: PhotoCropperProps) {
  const zoomId = useId();
  // Spec 4 "Cropper": position and zoom are kept while the cropper lives.
  const [crop, setCrop] = useState<Point>(initialCrop);
  const [zoom, setZoom] = useState(clampZoom(initialZoom, minZoom, maxZoom));
  const area = useRef<Area | null>(null);
  const busy = useRef(false);

  async function takeCrop(): Promise<CropResult> {
    // Spec 8: an internal error, never shown to the person.
    if (!area.current) throw new Error('The Cropper is not mounted');
    return cropToJpeg(image, area.current);
  }

  function confirm() {
    if (busy.current) return;
    busy.current = true;
    takeCrop()
      .then((result) => {
        onImageFinish?.({ dataUrl: result.dataUrl, file: result.file });
        onFormData?.(result.formData);
      })
      .catch((error: unknown) => onError?.(error))
      .finally(() => {
        busy.current = false;
      });
  }

  return (
    <div className="photo-cropper">
      <div className="photo-cropper__stage">
        <Cropper
          image={image}
          crop={crop}
          zoom={zoom}
          aspect={aspect}
          minZoom={minZoom}
          maxZoom={maxZoom}
          {...(cropSize ? { cropSize } : {})}
          cropShape={cropShape}
          showGrid={showGrid}
          zoomSpeed={zoomSpeed}
          restrictPosition={restrictPosition}
          mediaProps={{
            alt: 'De gekozen foto',
            ...(crossOrigin === undefined ? {} : { crossOrigin }),
          }}
          cropperProps={{
            role: 'group',
            'aria-label': 'Uitsnede: sleep de foto of gebruik de pijltjestoetsen',
          }}
          onCropChange={setCrop}
          onZoomChange={(z) => setZoom(clampZoom(z, minZoom, maxZoom))}
          onCropComplete={(_percent, pixels) => {
            area.current = pixels;
          }}
        />
      </div>
      <div className="photo-cropper__zoom">
        <label htmlFor={zoomId}>Zoomen</label>
        <input
          id={zoomId}
          type="range"
          min={minZoom}
          max={maxZoom}
          step={0.1}
          value={zoom}
          aria-valuetext={`${new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 }).format(zoom)} keer`}
          onChange={(e) => setZoom(clampZoom(Number(e.target.value), minZoom, maxZoom))}
        />
      </div>
      {/* The slot: a click on its button (mouse, touch or keyboard) bubbles here. */}
      <div className="photo-cropper__confirm" onClick={confirm}>
        {children}
      </div>
    </div>
  );
}

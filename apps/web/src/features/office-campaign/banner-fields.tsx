import { useId } from 'react';
import { BANNER_TEXT_MAX, type BannerSegment } from '@tvt/domain';
import { useUploadBannerImage } from './api/upload-banner-image.ts';
import type { BannerState } from './campaign-form-state.ts';
import { FormField } from './form-field.tsx';

export const SEGMENT_LABELS: Record<BannerSegment, string> = {
  default: 'Iedereen',
  jg: 'Kinderen en jongeren',
  bs: 'Basisscholen',
};

interface BannerFieldsProps {
  segment: BannerSegment;
  value: BannerState;
  onChange: (value: BannerState) => void;
  errorOf: (field: string) => string | undefined;
}

/** One segment's banner: the line under the headline and an uploaded image (or the default). */
export function BannerFields({ segment, value, onChange, errorOf }: BannerFieldsProps) {
  const upload = useUploadBannerImage();
  const fileId = useId();
  const prefix = `banners.${segment}`;
  const choose = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (image) => onChange({ ...value, imageId: image.id, imageUrl: image.url }),
    });
  };
  const imageError = upload.error?.message ?? errorOf(`${prefix}.imageId`);
  return (
    <fieldset className="office-campaign__banner">
      <legend>{SEGMENT_LABELS[segment]}</legend>
      <FormField
        id={`banner-${segment}-text`}
        label="Bannertekst"
        hint={`Leeg: de vaste tekst van de app. Hoogstens ${BANNER_TEXT_MAX} tekens.`}
        error={errorOf(`${prefix}.text`)}
      >
        {(props) => (
          <input
            {...props}
            type="text"
            value={value.text}
            onChange={(event) => onChange({ ...value, text: event.target.value })}
          />
        )}
      </FormField>
      <div className="office-campaign__field">
        <label htmlFor={fileId}>Bannerafbeelding (JPEG, PNG of WebP)</label>
        {value.imageUrl ? (
          <img className="office-campaign__preview" src={value.imageUrl} alt="" />
        ) : (
          <p className="office-campaign__hint">Geen eigen afbeelding: de app toont de vaste.</p>
        )}
        <input
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={imageError ? true : undefined}
          aria-describedby={imageError ? `${fileId}-error` : undefined}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        {upload.isPending ? <p role="status">Afbeelding uploaden…</p> : null}
        {imageError ? (
          <p id={`${fileId}-error`} className="office-campaign__field-error">
            {imageError}
          </p>
        ) : null}
        {value.imageId ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onChange({ ...value, imageId: null, imageUrl: null })}
          >
            Afbeelding weghalen
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}

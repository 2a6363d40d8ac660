import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { BANNER_TEXT_MAX, type BannerSegment } from '@tvt/domain';
import { useUploadBannerImage } from './api/upload-banner-image.ts';
import { CampaignField } from './campaign-field.tsx';
import type { CampaignFormState } from './campaign-form-state.ts';
import { SEGMENT_LABELS } from './campaign-labels.ts';
import { Field } from '#shared/ui/field.tsx';

interface BannerFieldsProps {
  segment: BannerSegment;
  form: UseFormReturn<CampaignFormState>;
  error: string | undefined;
  imageError: string | undefined;
}

/** One segment's banner: the line under the headline and an uploaded image (or the default). */
export function BannerFields({ segment, form, error, imageError }: BannerFieldsProps) {
  const upload = useUploadBannerImage();
  const fileId = useId();
  const imageUrl = form.watch(`banners.${segment}.imageUrl`);
  const setImage = (id: string | null, url: string | null) => {
    form.setValue(`banners.${segment}.imageId`, id, { shouldDirty: true });
    form.setValue(`banners.${segment}.imageUrl`, url, { shouldDirty: true });
  };
  const choose = (file: File | undefined) => {
    if (file) upload.mutate(file, { onSuccess: (image) => setImage(image.id, image.url) });
  };
  const shownError = upload.error?.message ?? imageError;
  return (
    <fieldset className="office-campaign__banner">
      <legend>{SEGMENT_LABELS[segment]}</legend>
      <CampaignField
        id={`banner-${segment}-text`}
        label="Regel onder de kop"
        hint={`Leeg: de vaste regel van de app. De kop en de datum zet de app er zelf boven; herhaal ze niet. Hoogstens ${BANNER_TEXT_MAX} tekens.`}
        error={error}
        registered={form.register(`banners.${segment}.text`)}
      />
      <Field
        id={fileId}
        label="Afbeelding"
        optional
        hint="JPEG, PNG of WebP, liggend. Zonder eigen afbeelding toont de app de vaste."
        error={shownError}
      >
        <div className="office-campaign__image">
          {imageUrl ? <img className="office-campaign__preview" src={imageUrl} alt="" /> : null}
          <input
            id={fileId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-invalid={shownError ? true : undefined}
            aria-describedby={`${fileId}-hint${shownError ? ` ${fileId}-error` : ''}`}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          {upload.isPending ? <p role="status">Afbeelding uploaden…</p> : null}
          {imageUrl ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setImage(null, null)}
            >
              Afbeelding weghalen
            </button>
          ) : null}
        </div>
      </Field>
    </fieldset>
  );
}

import { useState } from 'react';
import { FilePicker, filePickerLabelId } from '#shared/ui/file-picker.tsx';
import { fieldIds } from '#shared/ui/field.tsx';
import type { RuntimeConfig } from '#shared/config/runtime-config.ts';
import { uploadPhoto } from '../api/upload-photo.ts';
import type { DraftUpdate } from '../count-draft-state.ts';
import type { CountDraft } from '../count-draft.ts';
import { downscaleImage } from '../downscale-image.ts';

interface PhotoFieldProps {
  draft: CountDraft;
  update: DraftUpdate;
  config: RuntimeConfig;
  campaignTag: string;
}

/**
 * Optional garden photo: downscaled on the device, uploaded in the background. A failed upload
 * is only logged (spec 8); the summary tries once more and the count never waits for it.
 */
export function PhotoField({ draft, update, config, campaignTag }: PhotoFieldProps) {
  const [busy, setBusy] = useState(false);
  const [readError, setReadError] = useState<string>();
  const id = 'count-photo';
  const { describedBy, hintId, errorId } = fieldIds(id, true, readError !== undefined);

  const select = async (file: File) => {
    setBusy(true);
    setReadError(undefined);
    try {
      const image = await downscaleImage(file);
      const uuid = crypto.randomUUID();
      update((d) => {
        const next = { ...d, imageUUID: uuid, imageFile: image.dataUrl, count: { ...d.count } };
        delete next.count.userPhoto;
        return next;
      });
      const photo = await uploadPhoto(
        config,
        {
          blob: image.blob,
          uuid,
          originalFileName: file.name,
          width: image.width,
          height: image.height,
        },
        campaignTag,
      );
      // Only if this is still the chosen photo.
      if (photo)
        update((d) =>
          d.imageUUID === uuid ? { ...d, count: { ...d.count, userPhoto: photo } } : d,
        );
    } catch (error) {
      console.error('photo', error);
      setReadError('Deze afbeelding kan niet worden gelezen. Kies een andere foto.');
    } finally {
      setBusy(false);
    }
  };
  const remove = () =>
    update((d) => {
      const next = { ...d, imageUUID: undefined, imageFile: undefined, count: { ...d.count } };
      delete next.count.userPhoto;
      return next;
    });

  const chosen = draft.imageUUID !== undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-button`} id={filePickerLabelId(id)}>
        Foto van je tuin of balkon <span className="field__optional">(optioneel)</span>
      </label>
      <FilePicker
        id={id}
        fileName={chosen ? 'Foto gekozen' : undefined}
        disabled={busy}
        describedBy={describedBy}
        onSelect={(file) => void select(file)}
        onRemove={remove}
      />
      {busy && <p role="status">Foto verkleinen…</p>}
      {draft.imageFile && (
        <img className="photo-preview" src={draft.imageFile} alt="Gekozen foto van je telplek" />
      )}
      <p id={hintId} className="field__hint">
        Door een foto te sturen geef je toestemming om deze foto te gebruiken voor de
        Tuinvogeltelling, bijvoorbeeld op de website en in publicaties. Zorg dat er geen herkenbare
        personen op staan.
      </p>
      {readError && (
        <p id={errorId} className="field__error">
          {readError}
        </p>
      )}
    </div>
  );
}

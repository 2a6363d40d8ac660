import { useEffect, useRef, useState } from 'react';
import { useConfig } from '#shared/config/config-query.ts';
import { FilePicker, filePickerLabelId } from '#shared/ui/file-picker.tsx';
import { scrollBehavior } from '#shared/ui/motion.ts';
import { LoadingButton } from '#shared/ui/loading-button.tsx';
import { useAnalyzePhoto } from './analyze-photo.ts';
import { type AuthState, resolveAuthState } from './auth-state.ts';
import { PhotoCropper } from './photo-cropper.tsx';
import { PhotoResults } from './photo-results.tsx';
import { clearHandedOverPhoto, handedOverPhoto, isImageFile } from './picked-photo.ts';
import '#shared/ui/ui.css';
import './photo-recognition.css';

/** An object URL for the picked file, revoked when the file changes or the screen closes. */
function useObjectUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** /herkennen/foto: pick (or take over) a photo, crop it, and show what the server makes of it. */
export function PhotoRecognitionScreen() {
  const config = useConfig();
  const [auth, setAuth] = useState<AuthState>();
  const [file, setFile] = useState<File | undefined>(() => {
    const handed = handedOverPhoto();
    return handed && isImageFile(handed) ? handed : undefined;
  });
  const [refused, setRefused] = useState(false);
  const [cropped, setCropped] = useState<string>();
  const analysis = useAnalyzePhoto(config);
  const src = useObjectUrl(file);
  const outcome = useRef<HTMLDivElement>(null);
  const answered = analysis.isSuccess || analysis.isError;

  // On a phone the answer lands below the cropper: bring it into view.
  useEffect(() => {
    if (answered) outcome.current?.scrollIntoView({ block: 'start', behavior: scrollBehavior() });
  }, [answered]);

  useEffect(() => {
    clearHandedOverPhoto();
    let live = true;
    void resolveAuthState().then((state) => {
      if (live) setAuth(state);
    });
    return () => {
      live = false;
    };
  }, []);

  function choose(next: File | undefined) {
    analysis.reset();
    setCropped(undefined);
    if (next && !isImageFile(next)) {
      setRefused(true);
      setFile(undefined);
      return;
    }
    setRefused(false);
    setFile(next);
  }

  // Spec 2 "By photo": the login state is awaited before render.
  if (!auth) {
    return (
      <p className="visually-hidden" role="status">
        Laden…
      </p>
    );
  }

  return (
    <div className="photo-recognition">
      <p className="photo-recognition__intro">
        Kies een foto van de vogel. Sleep en zoom zo dat de vogel groot in het kader staat.
      </p>
      <label
        className="field__label"
        htmlFor="photo-recognition-file-button"
        id={filePickerLabelId('photo-recognition-file')}
      >
        Foto van de vogel
      </label>
      <FilePicker
        id="photo-recognition-file"
        fileName={file?.name}
        onSelect={(f) => choose(f)}
        onRemove={() => choose(undefined)}
        describedBy={refused ? 'photo-recognition-refused' : undefined}
      />
      {refused && (
        <p id="photo-recognition-refused" className="notice" role="alert">
          Dit bestand is geen afbeelding. Kies een foto.
        </p>
      )}
      {src && (
        <PhotoCropper
          key={src}
          image={src}
          onImageFinish={({ dataUrl }) => setCropped(dataUrl)}
          onFormData={(formData) => analysis.mutate(formData)}
          onError={(error) => console.error('something went wrong', error)}
        >
          <LoadingButton loading={analysis.isPending}>Herken de vogel</LoadingButton>
        </PhotoCropper>
      )}
      <div ref={outcome} className="photo-recognition__outcome" aria-live="polite">
        {analysis.isPending && <p role="status">De foto wordt bekeken…</p>}
        {cropped && (analysis.isSuccess || analysis.isError) && (
          <figure className="photo-recognition__crop">
            <img src={cropped} alt="Jouw uitsnede van de foto" width="120" height="120" />
          </figure>
        )}
        {analysis.isError && (
          <p className="notice">Er is geen herkenning gekomen. Probeer het later nog een keer.</p>
        )}
        {analysis.isSuccess && <PhotoResults analysis={analysis.data} />}
      </div>
    </div>
  );
}

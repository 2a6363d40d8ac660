import { type MouseEvent, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#shared/paths/paths.ts';
import { handOverPhoto } from './picked-photo.ts';

/**
 * For the /herkennen start screen (spec 2 "Recognise"): 'Via foto' first picks an image file,
 * then opens /herkennen/foto with it. Put `onClick` on the link (it keeps its href, so a
 * modified click or no JavaScript still just opens the photo screen) and `picker` beside it.
 */
export function usePickPhotoThenOpen() {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const modified =
      event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (!input.current || modified) return;
    event.preventDefault();
    input.current.click();
  }

  const picker = (
    <input
      ref={input}
      type="file"
      accept="image/*"
      hidden
      // Never shown nor focused (the link opens it), but a checker reads every input's name.
      aria-label="Foto kiezen"
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (!file) return;
        handOverPhoto(file);
        void navigate(paths.recognisePhoto);
      }}
    />
  );
  return { onClick, picker };
}

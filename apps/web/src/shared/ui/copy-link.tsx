import { useId, useRef, useState } from 'react';

type Copied = 'idle' | 'copied' | 'failed';

const MESSAGES: Record<Copied, string> = {
  idle: '',
  copied: 'Link gekopieerd. Plak hem in een bericht of e-mail.',
  failed: 'Kopiëren lukte niet. Selecteer de link en kopieer hem zelf.',
};

/** Puts the text on the clipboard; an older browser without the Clipboard API copies the selection. */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    // The legacy command is the only way left where the Clipboard API is missing or refused.
    return document.execCommand('copy');
  }
}

/**
 * The link itself, readable and selectable, and 'Kopieer link' with a status message that a
 * screen reader announces (issue 30): for chats that have no share button on this device.
 */
export function CopyLink({ url, label }: { url: string; label: string }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<Copied>('idle');
  return (
    <div className="copy-link">
      <label htmlFor={id}>{label}</label>
      <div className="copy-link__row">
        <input
          id={id}
          ref={field}
          className="copy-link__field"
          type="url"
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            void copyText(url, field.current).then((ok) => setCopied(ok ? 'copied' : 'failed'))
          }
        >
          Kopieer link
        </button>
      </div>
      <p className="copy-link__status" role="status">
        {MESSAGES[copied]}
      </p>
    </div>
  );
}

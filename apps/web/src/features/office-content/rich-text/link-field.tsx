import { type Editor } from '@tiptap/react';
import { useId, useState } from 'react';

/** http(s), mailto and tel, as the server keeps them; a bare address gets https. */
function linkHref(raw: string): string | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  if (/^(https?:|mailto:|tel:|\/)/i.test(text)) return text;
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return `mailto:${text}`;
  return /^[^\s]+\.[^\s]+$/.test(text) ? `https://${text}` : undefined;
}

/**
 * The address of a link, asked in the page (no browser prompt): Enter places it, Escape goes
 * back to the text. With no text selected, the address itself becomes the link's text.
 */
export function LinkField({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const id = useId();
  const [value, setValue] = useState(() => {
    const href: unknown = editor.getAttributes('link').href;
    return typeof href === 'string' ? href : '';
  });
  const [error, setError] = useState<string>();
  const done = () => {
    onClose();
    editor.commands.focus();
  };
  const place = () => {
    const href = linkHref(value);
    if (!href) {
      setError('Vul een webadres in (zoals vogelbescherming.nl) of een e-mailadres.');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain
        .insertContent({
          type: 'text',
          text: value.trim(),
          marks: [{ type: 'link', attrs: { href } }],
        })
        .run();
    } else chain.setLink({ href }).run();
    onClose();
  };
  return (
    <div className="rich-text__link" role="group" aria-label="Link">
      <label className="field__label" htmlFor={id}>
        Adres van de link
      </label>
      <input
        id={id}
        className="input"
        type="text"
        inputMode="url"
        autoFocus
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            place();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            done();
          }
        }}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
      <div className="rich-text__link-actions">
        <button type="button" className="button button--secondary" onClick={place}>
          Link plaatsen
        </button>
        {editor.isActive('link') && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onClose();
            }}
          >
            Link weghalen
          </button>
        )}
        <button type="button" className="link-button" onClick={done}>
          Annuleren
        </button>
      </div>
    </div>
  );
}

import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LinkField } from './link-field.tsx';
import { richTextExtensions } from './rich-text-extensions.ts';
import './rich-text.css';

export interface RichTextEditorProps {
  /** The editable box's id; its `Field` label has the id `<id>-label`. */
  id: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Offer headings (the about text); an FAQ answer has none, its question is the heading. */
  headings?: boolean;
  describedBy?: string | undefined;
  invalid?: boolean;
}

/**
 * Formatted text without HTML (issue 31): a toolbar of named buttons (each with its keyboard
 * shortcut in the title) over a Tiptap box that stores HTML. The server's sanitiser stays the
 * authority over what is kept; the editor only offers what it keeps.
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const { id, value, onChange, onBlur, headings = false, describedBy, invalid } = props;
  const extensions = useMemo(() => richTextExtensions(headings), [headings]);
  // What the box last reported: a value that differs came from outside (a reset).
  const emitted = useRef(value);
  const editor = useEditor({
    extensions,
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'rich-text__box',
      },
    },
    onUpdate: ({ editor: changed }) => {
      emitted.current = changed.isEmpty ? '' : changed.getHTML();
      onChange(emitted.current);
    },
    onBlur: () => onBlur?.(),
  });
  // A reset from outside (the stored text after publishing) replaces the box's content. Compared
  // with what the box reported, not read back from it: an editor being replaced has no schema.
  useEffect(() => {
    if (value === emitted.current || editor.isDestroyed) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  return (
    <div className={`rich-text${invalid ? ' rich-text--invalid' : ''}`}>
      <Toolbar editor={editor} headings={headings} controls={id} />
      <EditorContent editor={editor} />
    </div>
  );
}

type Editor = ReturnType<typeof useEditor>;
type Chain = ReturnType<Editor['chain']>;
type ToolKey = 'h2' | 'h3' | 'bold' | 'italic' | 'bullets' | 'numbers';

/** The toolbar's buttons; the shortcuts are Tiptap's own. */
const TOOLS: {
  key: ToolKey;
  label: string;
  keys: string;
  heading?: true;
  run: (c: Chain) => Chain;
}[] = [
  {
    key: 'h2',
    label: 'Kop',
    keys: 'Ctrl+Alt+2',
    heading: true,
    run: (c) => c.toggleHeading({ level: 2 }),
  },
  {
    key: 'h3',
    label: 'Tussenkop',
    keys: 'Ctrl+Alt+3',
    heading: true,
    run: (c) => c.toggleHeading({ level: 3 }),
  },
  { key: 'bold', label: 'Vet', keys: 'Ctrl+B', run: (c) => c.toggleBold() },
  { key: 'italic', label: 'Cursief', keys: 'Ctrl+I', run: (c) => c.toggleItalic() },
  { key: 'bullets', label: 'Opsomming', keys: 'Ctrl+Shift+8', run: (c) => c.toggleBulletList() },
  {
    key: 'numbers',
    label: 'Genummerde lijst',
    keys: 'Ctrl+Shift+7',
    run: (c) => c.toggleOrderedList(),
  },
];

function Toolbar({
  editor,
  headings,
  controls,
}: {
  editor: Editor;
  headings: boolean;
  controls: string;
}) {
  const [linking, setLinking] = useState(false);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });
  const tools = headings ? TOOLS : TOOLS.filter((t) => !t.heading);
  return (
    <>
      <div className="rich-text__toolbar" role="group" aria-label="Opmaak" aria-controls={controls}>
        {tools.map((b) => (
          <button
            key={b.key}
            type="button"
            className="rich-text__tool"
            aria-pressed={active[b.key]}
            title={`${b.label} (${b.keys})`}
            onClick={() => b.run(editor.chain().focus()).run()}
          >
            {b.label}
          </button>
        ))}
        <button
          type="button"
          className="rich-text__tool"
          aria-pressed={active.link}
          aria-expanded={linking}
          onClick={() => setLinking((open) => !open)}
        >
          Link
        </button>
      </div>
      {linking && <LinkField editor={editor} onClose={() => setLinking(false)} />}
    </>
  );
}

import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Heading from '@tiptap/extension-heading';
import Italic from '@tiptap/extension-italic';
import Link from '@tiptap/extension-link';
import { BulletList, ListItem, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import { UndoRedo } from '@tiptap/extensions';

/**
 * A list item without Tab/Shift-Tab: the stored HTML has no nested lists, and Tab must move a
 * keyboard user on to the next control, never indent (WCAG 2.1.2).
 */
const FlatListItem = ListItem.extend({
  addKeyboardShortcuts() {
    return { Enter: () => this.editor.commands.splitListItem(this.name) };
  },
});

/**
 * Only what the server's sanitiser keeps and the app styles: paragraphs, headings (level 2 and 3,
 * under the page's own h1), bold, italic, lists and links. Each extension is imported on its
 * own, so the office chunk carries no code block, table or strike-through.
 */
export function richTextExtensions(headings: boolean) {
  return [
    Document,
    Paragraph,
    Text,
    HardBreak,
    Bold,
    Italic,
    BulletList,
    OrderedList,
    FlatListItem,
    UndoRedo,
    Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https' }),
    ...(headings ? [Heading.configure({ levels: [2, 3] })] : []),
  ];
}

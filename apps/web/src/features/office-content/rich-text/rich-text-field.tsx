import { type ReactNode, Suspense, lazy } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { Field, fieldIds } from '#shared/ui/field.tsx';

// The editor (Tiptap and ProseMirror, about 140 KB gzipped) loads with the first screen that
// shows one, not with the office: the other office screens stay as light as before.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

interface RichTextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  headings?: boolean;
}

/** A form's formatted text: the shared `Field` around the editor, its value in the form. */
export function RichTextField<T extends FieldValues>(props: RichTextFieldProps<T>) {
  const { control, name, id, label, hint, error, headings } = props;
  const { field } = useController({ control, name });
  const { describedBy } = fieldIds(id, hint !== undefined, error !== undefined);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Suspense fallback={<div className="rich-text rich-text--loading" aria-busy="true" />}>
        <RichTextEditor
          id={id}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          onBlur={field.onBlur}
          headings={headings}
          describedBy={describedBy}
          invalid={error !== undefined}
        />
      </Suspense>
    </Field>
  );
}

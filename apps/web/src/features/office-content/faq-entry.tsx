import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import type { Control, UseFormRegister } from 'react-hook-form';
import { Field } from '#shared/ui/field.tsx';
import { ChevronIcon } from '#shared/ui/chevron-icon.tsx';
import { RichTextField } from './rich-text/rich-text-field.tsx';

export interface FaqFormValues {
  entries: { question: string; answer: string }[];
}

interface FaqEntryProps {
  id: string;
  index: number;
  count: number;
  question: string;
  control: Control<FaqFormValues>;
  register: UseFormRegister<FaqFormValues>;
  startOpen: boolean;
  onMove: (by: number) => void;
  onRemove: () => void;
}

/** One FAQ entry: collapsed to its question; a drag handle and up/down buttons to reorder. */
export function FaqEntry(props: FaqEntryProps) {
  const { id, index, count, question, control, register } = props;
  const [open, setOpen] = useState(props.startOpen);
  const sortable = useSortable({ id, attributes: { roleDescription: 'versleepbare vraag' } });
  const name = question.trim() || 'Nieuwe vraag';
  const panel = `faq-paneel-${id}`;
  return (
    <li
      ref={sortable.setNodeRef}
      data-entry={id}
      className={`faq-entry${sortable.isDragging ? ' faq-entry--dragging' : ''}`}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
    >
      <div className="faq-entry__head">
        <button
          type="button"
          className="faq-entry__handle"
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={`Verslepen: ${name}`}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <h3 className="faq-entry__title">
          <button
            type="button"
            className="faq-entry__toggle"
            aria-expanded={open}
            aria-controls={panel}
            onClick={() => setOpen((o) => !o)}
          >
            <ChevronIcon />
            <span>{name}</span>
          </button>
        </h3>
        <div className="faq-entry__move">
          <button
            type="button"
            className="faq-entry__step"
            data-move="up"
            disabled={index === 0}
            onClick={() => props.onMove(-1)}
          >
            <span aria-hidden="true">↑</span>
            <span className="visually-hidden">Omhoog: {name}</span>
          </button>
          <button
            type="button"
            className="faq-entry__step"
            data-move="down"
            disabled={index === count - 1}
            onClick={() => props.onMove(1)}
          >
            <span aria-hidden="true">↓</span>
            <span className="visually-hidden">Omlaag: {name}</span>
          </button>
        </div>
      </div>
      {open && (
        <div id={panel} className="faq-entry__panel">
          <Field id={`faq-vraag-${id}`} label="Vraag">
            <input
              id={`faq-vraag-${id}`}
              className="input"
              {...register(`entries.${index}.question`)}
            />
          </Field>
          <RichTextField
            control={control}
            name={`entries.${index}.answer`}
            id={`faq-antwoord-${id}`}
            label="Antwoord"
          />
          <button type="button" className="link-button faq-entry__remove" onClick={props.onRemove}>
            Vraag verwijderen<span className="visually-hidden">: {name}</span>
          </button>
        </div>
      )}
    </li>
  );
}

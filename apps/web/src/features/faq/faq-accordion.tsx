import { useId, useState } from 'react';
import { ChevronIcon } from '#shared/ui/chevron-icon.tsx';
import type { FaqSection } from './faq-sections.ts';
import './faq.css';

/**
 * The spec's collapsible view as an accordion (WAI-ARIA pattern): each question is a button in
 * a heading that shows or hides its answer. Several answers may be open at once.
 */
export function FaqAccordion({ sections }: { sections: FaqSection[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <div className="faq">
      {sections.map((section, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={buttonId} className="faq__item">
            <h2 className="faq__question">
              <button
                id={buttonId}
                type="button"
                className="faq__toggle"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                <span>{section.question}</span>
                <ChevronIcon />
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="faq__answer"
              hidden={!expanded}
              // Answers are edited by the organisation in the content service and hold HTML.
              dangerouslySetInnerHTML={{ __html: section.answer }}
            />
          </div>
        );
      })}
    </div>
  );
}

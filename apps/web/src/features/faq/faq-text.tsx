import { useMemo } from 'react';
import { useConfig } from '#shared/config/config-query.ts';
import { useContent } from '../content/index.ts';
import { FaqAccordion } from './faq-accordion.tsx';
import { splitFaq } from './faq-sections.ts';
import '#shared/ui/content.css';

/** Slug of the FAQ text in the content service (seeded from @tvt/content's FAQ_SLUG). */
export const FAQ_SLUG = 'veelgestelde-vragen';

/** The FAQ: the server text split into questions, or 'Geen tekst gevonden'. */
export function FaqText() {
  const { data, isPending, isError } = useContent(useConfig(), FAQ_SLUG);
  const page = useMemo(() => splitFaq(data ?? ''), [data]);
  if (isPending && !isError) {
    return (
      <div aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="skeleton faq__skeleton" />
        ))}
      </div>
    );
  }
  if (page.intro === '' && page.sections.length === 0)
    return <p className="empty-text">Geen tekst gevonden</p>;
  return (
    <>
      {page.intro !== '' && (
        <div className="faq__intro" dangerouslySetInnerHTML={{ __html: page.intro }} />
      )}
      <FaqAccordion sections={page.sections} />
    </>
  );
}

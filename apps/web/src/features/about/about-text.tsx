import { useConfig } from '#shared/config/config-query.ts';
import { useContent } from '../content/index.ts';
import '#shared/ui/content.css';

/** Slug of the about text in the content service (spec section 7). */
export const ABOUT_SLUG = 'over-deze-app';

export function AboutText() {
  const { data, isPending, isError } = useContent(useConfig(), ABOUT_SLUG);
  if (isPending && !isError) {
    return (
      <div aria-busy="true" className="about-text">
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line" />
      </div>
    );
  }
  if (!data) return <p className="about-text empty-text">Geen tekst gevonden</p>;
  // The text is edited by the organisation in the content service and is HTML.
  return <div className="about-text" dangerouslySetInnerHTML={{ __html: data }} />;
}

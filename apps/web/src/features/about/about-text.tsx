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
  // The text is edited by the organisation in the content service and is HTML; the map's
  // credit is ours and must stay whatever the organisation writes.
  return <AboutContent html={data} />;
}

/** The about text's HTML as the screen shows it, with the map credit under it. */
export function AboutContent({ html }: { html: string }) {
  return (
    <>
      <div className="about-text" dangerouslySetInnerHTML={{ __html: html }} />
      <MapCredit />
    </>
  );
}

/** The boundaries of the results map are CBS / Kadaster open data (CC BY 4.0): credited here. */
function MapCredit() {
  return (
    <p className="empty-text">
      Grenzen op de resultatenkaart: © CBS / Kadaster 2026 (CBS gebiedsindelingen via PDOK, CC BY
      4.0), vereenvoudigd door cartomap/nl.
    </p>
  );
}

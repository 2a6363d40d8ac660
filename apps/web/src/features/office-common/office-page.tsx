import { useRef, type ReactNode } from 'react';
import { useArrivalFocus } from '#shared/shell/arrival-focus.ts';
import { documentTitle, useDocumentTitle } from '#shared/shell/document-title.ts';

interface OfficePageProps {
  heading: string;
  /** A line under the heading: what the page is for. */
  intro?: ReactNode;
  children?: ReactNode;
}

/** One office page: its h1 and the tab's title ('Rollen – Beheer – Tuinvogeltelling'). */
export function OfficePage({ heading, intro, children }: OfficePageProps) {
  useDocumentTitle(`${heading} – Beheer`);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useArrivalFocus(headingRef, documentTitle(`${heading} – Beheer`));
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1} className="office-page__heading">
        {heading}
      </h1>
      {intro ? <p className="office-page__intro">{intro}</p> : null}
      {children}
    </>
  );
}

import type { ReactNode } from 'react';
import { useDocumentTitle } from '#shared/shell/document-title.ts';

interface OfficePageProps {
  heading: string;
  /** A line under the heading: what the page is for. */
  intro?: ReactNode;
  children?: ReactNode;
}

/** One office page: its h1 and the tab's title ('Rollen – Beheer – Tuinvogeltelling'). */
export function OfficePage({ heading, intro, children }: OfficePageProps) {
  useDocumentTitle(`${heading} – Beheer`);
  return (
    <>
      <h1 className="office-page__heading">{heading}</h1>
      {intro ? <p className="office-page__intro">{intro}</p> : null}
      {children}
    </>
  );
}

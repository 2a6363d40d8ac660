import { useRef, type ReactNode } from 'react';
import { useArrivalFocus } from './arrival-focus.ts';
import { documentTitle, useDocumentTitle } from './document-title.ts';
import { NavBar, type NavBarProps } from './nav-bar.tsx';
import { TopStrip } from './top-strip.tsx';

interface ScreenProps extends NavBarProps {
  heading: string;
  /** Hide the heading visually (it stays the page's accessible name). */
  headingHidden?: boolean;
  /** The document title's first part when it should differ from the heading ('Home'). */
  title?: string;
  children?: ReactNode;
}

/** One screen: top strip and nav bar as the page header, then the main content with its h1. */
export function Screen({ heading, headingHidden = false, title, children, ...nav }: ScreenProps) {
  useDocumentTitle(title ?? heading);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useArrivalFocus(headingRef, documentTitle(title ?? heading));
  return (
    <>
      <header className="app-header">
        <TopStrip />
        <NavBar {...nav} />
      </header>
      <main id="inhoud" className="app-content" tabIndex={-1}>
        <div className="container">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className={headingHidden ? 'visually-hidden' : 'page-heading'}
          >
            {heading}
          </h1>
          {children}
        </div>
      </main>
    </>
  );
}

/** Same frame as Screen while the phase is unknown, so nothing moves when it arrives. */
export function ScreenSkeleton({ children }: { children?: ReactNode }) {
  return (
    <>
      <header className="app-header">
        <TopStrip />
        <NavBar backTo={false} />
      </header>
      <main id="inhoud" className="app-content" aria-busy="true">
        <div className="container">
          <p className="visually-hidden" role="status">
            Laden…
          </p>
          {children ?? (
            <>
              <div className="skeleton skeleton--heading" />
              <div className="skeleton skeleton--block" />
              <div className="skeleton skeleton--line" />
              <div className="skeleton skeleton--line" />
            </>
          )}
        </div>
      </main>
    </>
  );
}

import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useAuth } from '#shared/auth/use-auth.ts';
import { useConfig } from '#shared/config/config-query.ts';
import { Announcer } from '#shared/ui/announcer.tsx';
import type { LoadedSection } from './section-components.ts';
import './office-shell.css';

export const OFFICE_ROOT = '/beheer';

interface OfficeFrameProps {
  /** The sections this account may open; none → no side nav. */
  sections: readonly LoadedSection[] | undefined;
  children: ReactNode;
}

/** The office's own frame: a header, the side nav (desktop; a row of links on a tablet), main. */
export function OfficeFrame({ sections, children }: OfficeFrameProps) {
  const auth = useAuth();
  const name = useConfig()?.organisation.name ?? 'Tuinvogeltelling';
  return (
    <div className="office">
      <a className="office__skip" href="#beheer-inhoud">
        Naar de inhoud
      </a>
      <header className="office__header">
        <p className="office__brand">
          {name} <span className="office__brand-part">Beheer</span>
        </p>
        <div className="office__header-actions">
          <a className="office__header-link" href="/home">
            Naar de app
          </a>
          {auth.status === 'authenticated' ? (
            <button type="button" className="office__header-button" onClick={auth.logout}>
              Uitloggen
            </button>
          ) : null}
        </div>
      </header>
      <div className="office__body">
        {sections ? (
          <nav className="office__nav" aria-label="Beheer">
            <ul>
              <li>
                <NavLink to={OFFICE_ROOT} end>
                  Start
                </NavLink>
              </li>
              {sections.map((section) => (
                <li key={section.path}>
                  <NavLink to={`${OFFICE_ROOT}/${section.path}`}>{section.label}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <main id="beheer-inhoud" className="office__main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <Announcer />
    </div>
  );
}

import { Link } from 'react-router';
import { OFFICE_ROLE_LABEL } from '@tvt/domain';
import { OfficePage, useOfficeRoles } from '../office-common/index.ts';
import { DashboardFigures } from '../office-dashboard/index.ts';
import { OFFICE_ROOT } from './office-frame.tsx';
import type { LoadedSection } from './section-components.ts';

/** The office's start page: who you are here, what you can open, and the dashboard. */
export function OfficeStart({ sections }: { sections: readonly LoadedSection[] }) {
  const roles = useOfficeRoles();
  return (
    <OfficePage
      heading="Beheeromgeving"
      intro={`Je rollen: ${roles.map((role) => OFFICE_ROLE_LABEL[role].toLowerCase()).join(', ')}.`}
    >
      {sections.length > 0 ? (
        <ul className="office-start__sections">
          {sections.map((section) => (
            <li key={section.path}>
              <Link to={`${OFFICE_ROOT}/${section.path}`}>{section.label}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>Voor je rollen zijn nog geen onderdelen van het beheer beschikbaar.</p>
      )}
      <DashboardFigures />
    </OfficePage>
  );
}

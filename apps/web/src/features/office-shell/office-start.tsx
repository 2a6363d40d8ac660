import { OFFICE_ROLE_LABEL } from '@tvt/domain';
import { OfficePage, useOfficeRoles } from '../office-common/index.ts';
import { DashboardFigures } from '../office-dashboard/index.ts';
import { PlatformHealthPanel } from '../office-platform/index.ts';
import type { LoadedSection } from './section-components.ts';

/**
 * The office's start page: who you are here and the dashboard. The areas are in the side
 * navigation; tiles repeating them pushed the figures below the fold (issue 31).
 */
export function OfficeStart({ sections }: { sections: readonly LoadedSection[] }) {
  const roles = useOfficeRoles();
  return (
    <OfficePage
      heading="Beheeromgeving"
      intro={`Je rollen: ${roles.map((role) => OFFICE_ROLE_LABEL[role].toLowerCase()).join(', ')}.`}
    >
      {sections.length === 0 ? (
        <p>Voor je rollen zijn nog geen onderdelen van het beheer beschikbaar.</p>
      ) : null}
      <DashboardFigures />
      <PlatformHealthPanel />
    </OfficePage>
  );
}

import { createContext, useContext } from 'react';
import type { OfficeRole } from '@tvt/domain';

/** The roles of the account using the office, provided by the office shell. */
export const OfficeRolesContext = createContext<readonly OfficeRole[]>([]);

export function useOfficeRoles(): readonly OfficeRole[] {
  return useContext(OfficeRolesContext);
}

import { Suspense, useLayoutEffect } from 'react';
import { hasOfficeRole } from '@tvt/domain';
import { useAuthStatus } from '#shared/auth/auth-store.ts';
import { useAuthBootstrap } from '#shared/auth/use-auth-bootstrap.ts';
import { clearFirstOverlay } from '#shared/shell/first-overlay.ts';
import { HttpError, dutchMessage } from '#shared/http/index.ts';
import { OfficeRolesContext, useOfficeMe, useOfficeSegments } from '../office-common/index.ts';
import { OfficeFrame } from './office-frame.tsx';
import {
  LoginPrompt,
  NoAccess,
  OfficeLoading,
  OfficeNotFound,
  OfficeUnavailable,
} from './office-notices.tsx';
import { OfficeStart } from './office-start.tsx';
import { loadedSections } from './section-components.ts';

/**
 * The campaign office under /beheer (issue 12): anonymous → a login prompt, an account without
 * an office role → 'Geen toegang', otherwise the frame with the sections its roles open. The
 * server checks every call again; this only decides what to show.
 */
export function OfficeApp() {
  useAuthBootstrap();
  // The public app's first-visit tour is no part of the office (decision 066).
  useLayoutEffect(() => clearFirstOverlay(), []);
  const status = useAuthStatus();
  const me = useOfficeMe();
  const [sectionPath] = useOfficeSegments();
  const loggedOut = me.error instanceof HttpError && me.error.status === 401;

  if (status === 'unknown' || (status === 'authenticated' && me.isPending)) {
    return (
      <OfficeFrame sections={undefined}>
        <OfficeLoading />
      </OfficeFrame>
    );
  }
  if (status === 'anonymous' || loggedOut) {
    return (
      <OfficeFrame sections={undefined}>
        <LoginPrompt />
      </OfficeFrame>
    );
  }
  if (me.isError) {
    const message = dutchMessage(me.error, 'De beheeromgeving is even niet bereikbaar.');
    return (
      <OfficeFrame sections={undefined}>
        <OfficeUnavailable message={message} retry={() => void me.refetch()} />
      </OfficeFrame>
    );
  }
  const { roles } = me.data!;
  if (roles.length === 0) {
    return (
      <OfficeFrame sections={undefined}>
        <NoAccess />
      </OfficeFrame>
    );
  }
  const allowed = loadedSections.filter((section) => hasOfficeRole(roles, section.role));
  const section = loadedSections.find(({ path }) => path === sectionPath);
  const page =
    sectionPath === undefined ? (
      <OfficeStart sections={allowed} />
    ) : !section ? (
      <OfficeNotFound />
    ) : hasOfficeRole(roles, section.role) ? (
      <section.Page />
    ) : (
      <NoAccess />
    );
  return (
    <OfficeRolesContext value={roles}>
      <OfficeFrame sections={allowed}>
        <Suspense fallback={<OfficeLoading />}>{page}</Suspense>
      </OfficeFrame>
    </OfficeRolesContext>
  );
}

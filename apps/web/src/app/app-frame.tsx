import type { ReactNode } from 'react';
import { SideMenu } from '#shared/shell/side-menu.tsx';
import { TabBar } from '#shared/shell/tab-bar.tsx';
import { usePhase } from '../features/phase/phase-context.tsx';

/** Skip link, side menu (desktop), the screen column and the tab bar (phone). */
export function AppFrame({ children }: { children: ReactNode }) {
  const { phase } = usePhase();
  return (
    <div className="app" data-phase={phase ?? ''}>
      <a className="skip-link" href="#inhoud">
        Naar de inhoud
      </a>
      <SideMenu />
      <div className="app-column">{children}</div>
      <TabBar />
    </div>
  );
}

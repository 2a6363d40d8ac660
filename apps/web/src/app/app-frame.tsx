import type { ReactNode } from 'react';
import { useConfig } from '#shared/config/config-query.ts';
import { SideMenu } from '#shared/shell/side-menu.tsx';
import { TabBar } from '#shared/shell/tab-bar.tsx';
import { Announcer } from '#shared/ui/announcer.tsx';
import { useMenuMore } from '../features/menu-more/index.ts';
import { usePhase } from '../features/phase/index.ts';

/** Skip link, side menu (desktop), the screen column and the tab bar (phone). */
export function AppFrame({ children }: { children: ReactNode }) {
  const { phase } = usePhase();
  const more = useMenuMore(useConfig()).data ?? [];
  return (
    <div className="app" data-phase={phase ?? ''}>
      <a className="skip-link" href="#inhoud">
        Naar de inhoud
      </a>
      <SideMenu phase={phase} more={more} />
      <div className="app-column">{children}</div>
      <TabBar />
      <Announcer />
    </div>
  );
}

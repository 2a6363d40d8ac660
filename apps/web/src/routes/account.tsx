import { useLocation } from 'react-router';
import { backToMoreIfNested } from '#shared/paths/paths.ts';
import { AccountScreen } from '../features/account/index.ts';
import { Screen } from '#shared/shell/screen.tsx';

export function Component() {
  const { pathname } = useLocation();
  return (
    <Screen heading="Account" backTo={backToMoreIfNested(pathname)}>
      <AccountScreen />
    </Screen>
  );
}

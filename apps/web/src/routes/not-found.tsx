import { Screen } from '#shared/shell/screen.tsx';
import { WaysOn } from '#shared/shell/ways-on.tsx';
import '#shared/ui/bird-list.css';

/** Spec: 'Deze pagina bestaat niet (meer)'; with a way on, never a dead end (issue 15). */
export function Component() {
  return (
    <Screen heading="Deze pagina bestaat niet (meer)" title="Pagina niet gevonden" logo>
      <WaysOn />
    </Screen>
  );
}

import { Screen } from '#shared/shell/screen.tsx';

export function Component() {
  return <Screen heading="Deze pagina bestaat niet (meer)" logo />;
}

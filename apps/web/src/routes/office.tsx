import { OfficeApp } from '../features/office-shell/index.ts';

/** `/beheer/*`: the campaign office, its own frame and nested routes (issue 12). */
export function Component() {
  return <OfficeApp />;
}

import { CountHint } from './steps/count-hint.tsx';

/**
 * The count's first step as the server draws it into the page in phase 2 (decision 066): the
 * hint, its largest paint, between placeholders where the bar, the search and the birds come.
 */
export function CountFrame() {
  return (
    <>
      <div className="skeleton skeleton--heading" />
      <div className="skeleton skeleton--line" />
      <CountHint />
      <div className="skeleton skeleton--block" />
    </>
  );
}

import type { TourPage } from '@tvt/domain';
import { TourPanel } from './tour-panel.tsx';

/** Nothing runs in the page as sent; the app's own tour takes over once it has loaded. */
const inert = () => undefined;

/**
 * The tour's first page as the page the server sends shows it, before any JavaScript has run
 * (decision 066): the same panel as the modal's, over the same dimmed backdrop, so that a first
 * visit's largest paint comes with the page. The app removes it once its own tour is open.
 */
export function FirstTour({ pages }: { pages: readonly TourPage[] }) {
  return (
    <>
      <div className="dialog-overlay" />
      <div
        className="dialog intro-tour"
        role="dialog"
        aria-modal="true"
        aria-labelledby="intro-tour-title"
        aria-describedby="intro-tour-content"
      >
        <TourPanel pages={pages} index={0} go={inert} onDismiss={inert} />
      </div>
    </>
  );
}

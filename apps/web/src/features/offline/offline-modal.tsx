import { ModalDialog } from '#shared/ui/modal-dialog.tsx';

/** Spec section 2: shown when the browser starts offline. */
export const OFFLINE_TEXT =
  'Om de webapp optimaal te kunnen gebruiken is er een internet verbinding nodig.';

export default function OfflineModal({ onClose }: { onClose: () => void }) {
  return (
    <ModalDialog labelledBy="offline-title" describedBy="offline-text" onClose={onClose}>
      <h2 id="offline-title" className="dialog__title">
        Geen internetverbinding
      </h2>
      <p id="offline-text">{OFFLINE_TEXT}</p>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          Gereed
        </button>
      </div>
    </ModalDialog>
  );
}

import { ModalDialog } from '#shared/ui/modal-dialog.tsx';

interface LeaveCountDialogProps {
  onStay: () => void;
  onLeave: () => void;
}

/**
 * The back button on a count that is not sent yet (issue 30): asked first, as a slip of the
 * thumb would otherwise drop the participant out of the count. The draft stays either way.
 */
export function LeaveCountDialog({ onStay, onLeave }: LeaveCountDialogProps) {
  return (
    <ModalDialog labelledBy="leave-count-title" describedBy="leave-count-text" onClose={onStay}>
      <h2 id="leave-count-title" className="dialog__title">
        Stoppen met je telling?
      </h2>
      <p id="leave-count-text">
        Je telling is nog niet verstuurd. Hij blijft op dit apparaat bewaard: als je later weer gaat
        tellen, ga je verder waar je was.
      </p>
      <div className="button-row">
        <button type="button" className="button" onClick={onStay} autoFocus>
          Verder met tellen
        </button>
        <button type="button" className="button button--secondary" onClick={onLeave}>
          Telling verlaten
        </button>
      </div>
    </ModalDialog>
  );
}

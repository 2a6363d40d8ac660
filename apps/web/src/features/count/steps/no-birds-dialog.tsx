import { BIRD_NOUN, plural } from '@tvt/domain';
import { ModalDialog } from '#shared/ui/modal-dialog.tsx';

interface NoBirdsDialogProps {
  counted: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * 'Geen vogels gezien' while birds are counted: asked first, so a slip of a cold thumb never
 * drops a count. The platform dialog traps focus and returns it to the button on cancel.
 */
export function NoBirdsDialog({ counted, onConfirm, onCancel }: NoBirdsDialogProps) {
  return (
    <ModalDialog labelledBy="no-birds-title" describedBy="no-birds-text" onClose={onCancel}>
      <h2 id="no-birds-title" className="dialog__title">
        Geen vogels gezien?
      </h2>
      <p id="no-birds-text">
        Je hebt al {plural(counted, BIRD_NOUN)} geteld. Als je doorgaat met ‘Geen vogels gezien’,
        telt die niet mee. Je kunt ze daarna terugzetten met ‘Toch vogels gezien’.
      </p>
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={onCancel} autoFocus>
          Nee, terug naar tellen
        </button>
        <button type="button" className="button" onClick={onConfirm}>
          Ja, geen vogels gezien
        </button>
      </div>
    </ModalDialog>
  );
}

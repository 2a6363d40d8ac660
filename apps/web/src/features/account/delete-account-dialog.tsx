import * as Dialog from '@radix-ui/react-dialog';
import { LoadingButton } from '#shared/ui/loading-button.tsx';
import { useReturnFocus } from '#shared/ui/use-return-focus.ts';

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  deleting: boolean;
  error: string | undefined;
}

/** Asks before the account goes, and says what happens to the counts (kept, anonymised). */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  onConfirm,
  deleting,
  error,
}: DeleteAccountDialogProps) {
  const onCloseAutoFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" onCloseAutoFocus={onCloseAutoFocus}>
          <Dialog.Title className="dialog__title">Account verwijderen?</Dialog.Title>
          <Dialog.Description>
            Je account en je gegevens (naam, adres, e-mailadres en quizscore) worden verwijderd. Je
            tellingen blijven bewaard voor onderzoek, maar zonder je naam, adres en e-mailadres: ze
            zijn dan niet meer tot jou te herleiden. Dit kun je niet ongedaan maken.
          </Dialog.Description>
          {error && (
            <p className="notice notice--error" role="alert">
              {error}
            </p>
          )}
          <div className="dialog__actions account-dialog__actions">
            <Dialog.Close className="button button--secondary">Annuleren</Dialog.Close>
            <LoadingButton loading={deleting} onClick={onConfirm}>
              Ja, verwijder mijn account
            </LoadingButton>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

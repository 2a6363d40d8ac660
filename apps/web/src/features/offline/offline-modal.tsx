import * as Dialog from '@radix-ui/react-dialog';

/** Spec section 2: shown when the browser starts offline. */
export const OFFLINE_TEXT = 'Om de webapp optimaal te kunnen gebruiken is er een internet verbinding nodig.';

export default function OfflineModal({ onClose }: { onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title className="dialog__title">Geen internetverbinding</Dialog.Title>
          <Dialog.Description>{OFFLINE_TEXT}</Dialog.Description>
          <div className="dialog__actions">
            <Dialog.Close className="button">Gereed</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { CloseIcon, ShareIcon } from '#shared/ui/icons.tsx';

/**
 * iOS has no install prompt, so this non-modal popup explains the manual steps. It never takes
 * focus from the page (it appears on its own after a delay); Escape or × closes it.
 */
export default function InstallPopup() {
  const [open, setOpen] = useState(true);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen} modal={false}>
      <Dialog.Portal>
        <Dialog.Content
          className="install-popup"
          onOpenAutoFocus={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
        >
          <Dialog.Title className="install-popup__title">Installeer als web-app</Dialog.Title>
          <Dialog.Description>
            Tik op het deelicoon <ShareIcon className="install-popup__share" /> en kies ‘Zet op
            beginscherm’.
          </Dialog.Description>
          <Dialog.Close className="dialog__close" aria-label="Sluiten">
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

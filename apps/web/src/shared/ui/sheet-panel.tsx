import './ui.css';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';
import { useReturnFocus } from './use-return-focus.ts';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** 'side' slides in from the right on wide screens; both are bottom panels on phones. */
  side?: 'side' | 'bottom';
  /** The text button that closes the sheet (spec: "closes by the close text"). */
  closeText?: string;
  description?: string;
  children: ReactNode;
}

/**
 * Spec 2 "Sheet": a side or bottom panel that closes by its close text, the × button or a tap
 * on the dimmed area. Radix Dialog brings the focus trap and Escape; `useReturnFocus` returns focus to the opener.
 * Screens use `Sheet` (./sheet.tsx), which loads this on demand.
 */
export function SheetPanel({
  open,
  onOpenChange,
  title,
  side = 'side',
  closeText = 'Sluiten',
  description,
  children,
}: SheetProps) {
  const onCloseAutoFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={`sheet sheet--${side}`}
          onCloseAutoFocus={onCloseAutoFocus}
          aria-describedby={description ? 'sheet-description' : undefined}
        >
          <div className="sheet__header">
            <Dialog.Close className="link-button sheet__close-text">{closeText}</Dialog.Close>
            <Dialog.Title className="sheet__title">{title}</Dialog.Title>
            <Dialog.Close className="dialog__close sheet__close" aria-label="Sluiten">
              <CloseIcon />
            </Dialog.Close>
          </div>
          {description && (
            <Dialog.Description id="sheet-description" className="visually-hidden">
              {description}
            </Dialog.Description>
          )}
          <div className="sheet__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalDialogProps {
  /** Id of the element that names the dialog (its title). */
  labelledBy: string;
  describedBy?: string;
  className?: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal on the platform's `<dialog>` in modal mode: top layer, the page behind it inert,
 * Escape closes, focus returns to where it was. Used for the overlays that can open on the
 * first load (intro tour, offline notice), where a dialog library would break the JavaScript
 * budget (docs/decisions/018-native-dialog-for-first-load-modals.md). Tab wraps inside the
 * dialog so focus never reaches the browser's own controls, as in the library's sheets.
 */
export function ModalDialog({
  labelledBy,
  describedBy,
  className,
  onClose,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      // Opened by itself on arrival (the intro tour), it has no opener to go back to: the
      // screen's heading, not the page body, gets the focus (WCAG 2.4.3).
      if (returnTo && returnTo !== document.body && returnTo.isConnected) returnTo.focus();
      else
        (
          document.querySelector<HTMLElement>('#inhoud h1[tabindex]') ??
          document.getElementById('inhoud')
        )?.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // The dialog element itself is only hit outside the panel: that is the dimmed backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      className="modal-dialog"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className={className ? `dialog ${className}` : 'dialog'}>{children}</div>
    </dialog>
  );
}

import { useState } from 'react';
import { ModalDialog } from '#shared/ui/modal-dialog.tsx';
import type { TourPage } from './intro-tour-rule.ts';
import { TourPanel } from './tour-panel.tsx';

interface IntroTourModalProps {
  pages: TourPage[];
  /** Called once the tour is finished or closed (Escape, ×, or 'Ga verder' on the last page). */
  onDismiss: () => void;
}

export default function IntroTourModal({ pages, onDismiss }: IntroTourModalProps) {
  const [index, setIndex] = useState(0);
  if (!pages[index]) return null;
  const go = (next: number) => setIndex(Math.min(pages.length - 1, Math.max(0, next)));
  return (
    <ModalDialog
      labelledBy="intro-tour-title"
      describedBy="intro-tour-content"
      className="intro-tour"
      onClose={onDismiss}
    >
      <TourPanel pages={pages} index={index} go={go} onDismiss={onDismiss} />
    </ModalDialog>
  );
}

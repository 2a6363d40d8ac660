import './ui.css';
import { useState } from 'react';
import type { SheetProps } from './sheet-panel.tsx';
import { useFirstIdle } from './use-first-idle.ts';
import { useLoaded } from './use-loaded.ts';

const loadPanel = () => import('./sheet-panel.tsx');

/**
 * Spec 2 "Sheet" (the panel itself: ./sheet-panel.tsx). Its code (Radix Dialog, about 13 KB) is
 * fetched when the browser is first idle or when the sheet first opens, whichever comes first, so
 * no screen's first paint waits for it (decision 063). Once there, it stays mounted, so closing
 * runs the panel's own focus return.
 */
export function Sheet(props: SheetProps) {
  const idle = useFirstIdle();
  const [opened, setOpened] = useState(false);
  if (props.open && !opened) setOpened(true);
  const panel = useLoaded(idle || opened ? loadPanel : undefined);
  return panel ? <panel.SheetPanel {...props} /> : null;
}

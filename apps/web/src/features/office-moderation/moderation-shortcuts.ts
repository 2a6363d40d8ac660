import type { KeyboardEvent } from 'react';

export const SHORTCUT_HELP =
  'Sneltoetsen: A accepteren, U uitsluiten, J of ↓ volgende, K of ↑ vorige.';

/** The row whose primary button (data-row) or any other control holds the focus, or -1. */
function focusedRow(table: HTMLElement): number {
  const row = document.activeElement?.closest('tr');
  const button = row?.querySelector<HTMLElement>('[data-row]');
  return button && table.contains(button) ? Number(button.dataset.row) : -1;
}

export function focusRow(table: HTMLElement | null, index: number): void {
  table?.querySelector<HTMLElement>(`[data-row="${index}"]`)?.focus();
}

/**
 * Keyboard moderation on the table: A accepts and U excludes the row holding the focus, J/K and
 * the arrow keys move between rows. Typing in a text field is never taken for a shortcut.
 */
export function moderationKeys(
  rows: number,
  decide: (index: number, kind: 'accept' | 'exclude') => void,
) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const typing =
      target instanceof HTMLTextAreaElement ||
      (target instanceof HTMLInputElement && target.type !== 'checkbox');
    if (typing || event.altKey || event.ctrlKey || event.metaKey || rows === 0) return;
    const table = event.currentTarget;
    const at = focusedRow(table);
    const key = event.key.toLowerCase();
    if (key === 'j' || key === 'arrowdown') focusRow(table, Math.min(rows - 1, at + 1));
    else if (key === 'k' || key === 'arrowup') focusRow(table, Math.max(0, at - 1));
    else if ((key === 'a' || key === 'u') && at >= 0)
      decide(at, key === 'a' ? 'accept' : 'exclude');
    else return;
    event.preventDefault();
  };
}

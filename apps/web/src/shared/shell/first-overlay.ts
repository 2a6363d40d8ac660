import { FIRST_OVERLAY_ID } from '@tvt/contract';

/**
 * Takes away what the server drew over the first frame (decision 066: a first visit's intro
 * tour), once the app shows its own or has decided to show none. Outside #root, so React's
 * first render does not remove it a moment before the app's own tour opens.
 */
export function clearFirstOverlay(doc: Document = document): void {
  doc.getElementById(FIRST_OVERLAY_ID)?.replaceChildren();
}

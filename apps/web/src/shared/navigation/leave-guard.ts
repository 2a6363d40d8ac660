/**
 * Holding back the browser's back (or forward) button when it would leave a screen that must
 * ask first (decision 111). The app's routes are declarative (decision 128), which have no
 * blocker: this listener hears `popstate` before the router does, because main.tsx adds it
 * before the router adds its own, and the window calls them in that order.
 */
export type LeaveGuard = {
  /** The history index (React Router's `idx`) of the entry the screen is on. */
  index: number | undefined;
  /** Whether the entry just arrived at means leaving, and leaving must be asked about. */
  asks: () => boolean;
  /** Called after the history is back on the screen's entry, with where the button went. */
  hold: (delta: number) => void;
};

let active: LeaveGuard | undefined;
let returning = false;
let passing = false;

/** The index React Router's browser history keeps in each entry's state. */
export function historyIndex(state: unknown): number | undefined {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
}

/** Makes `guard` the one in force; returns what removes it. */
export function guardLeaving(guard: LeaveGuard): () => void {
  active = guard;
  return () => {
    if (active === guard) active = undefined;
  };
}

/** Goes where a held-back button pointed, this time without asking. */
export function leaveAnyway(delta: number): void {
  passing = true;
  window.history.go(delta);
}

export function listenForLeaving(): void {
  window.addEventListener('popstate', (event) => {
    if (returning || passing) {
      // The return to the screen's entry is not news to the router, which never left it.
      if (returning) event.stopImmediatePropagation();
      returning = passing = false;
      return;
    }
    const to = historyIndex(event.state);
    const from = active?.index;
    if (!active || from === undefined || to === undefined || !active.asks()) return;
    event.stopImmediatePropagation();
    returning = true;
    window.history.go(from - to);
    active.hold(to - from);
  });
}

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  guardLeaving,
  historyIndex,
  leaveAnyway,
  type LeaveGuard,
} from '#shared/navigation/leave-guard.ts';
import { paths } from '#shared/paths/paths.ts';

export type LeaveQuestion = { blocked: boolean; proceed: () => void; reset: () => void };

/**
 * While `when` holds, the back (or forward) button that would leave the count is held back and
 * the count asks first; `proceed` goes where the button pointed (decision 111).
 */
export function useLeaveGuard(when: boolean): LeaveQuestion {
  const [held, setHeld] = useState<number>();
  const asking = useRef(when);
  asking.current = when;
  const guard = useRef<LeaveGuard>({
    index: undefined,
    asks: () => asking.current && !window.location.pathname.startsWith(paths.count),
    hold: setHeld,
  });
  const { key } = useLocation();

  useLayoutEffect(() => {
    guard.current.index = historyIndex(window.history.state);
  }, [key]);
  useEffect(() => guardLeaving(guard.current), []);

  return {
    blocked: held !== undefined,
    reset: () => setHeld(undefined),
    proceed: () => {
      setHeld(undefined);
      if (held !== undefined) leaveAnyway(held);
    },
  };
}

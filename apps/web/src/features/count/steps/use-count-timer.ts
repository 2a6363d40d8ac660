import { timerState, type TimerState } from '@tvt/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadTimerStart, saveTimerStart } from '../count-ui-storage.ts';

/**
 * The 30-minute timer: the start moment in local storage, the rest from the clock (domain
 * `timerState`), so a reload or a locked screen loses nothing. While it runs the screen is kept
 * awake where the device allows (Wake Lock API); the lock goes when the time is up, when the
 * timer stops, and (by the browser) when the page is hidden; it is taken again on return.
 */
export function useCountTimer() {
  const [startedAt, setStartedAt] = useState(() => loadTimerStart(window.localStorage));
  const [now, setNow] = useState(() => Date.now());
  const state: TimerState = timerState(startedAt, now);
  const running = state.kind === 'running';
  // Only a timer that runs out while the page is open signals; one found finished after a
  // reload hours later does not buzz.
  const [justFinished, setJustFinished] = useState(false);
  const wasRunning = useRef(running);

  useEffect(() => {
    if (!running) return undefined;
    const tick = () => setNow(Date.now());
    const timer = window.setInterval(tick, 1000);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [running]);

  useEffect(() => {
    if (wasRunning.current && state.kind === 'finished') {
      setJustFinished(true);
      navigator.vibrate?.([200, 100, 200]);
    }
    wasRunning.current = running;
  }, [running, state.kind]);

  useWakeLock(running);

  const start = useCallback(() => {
    const at = Date.now();
    saveTimerStart(window.localStorage, at);
    setJustFinished(false);
    setNow(at);
    setStartedAt(at);
  }, []);
  const stop = useCallback(() => {
    saveTimerStart(window.localStorage, undefined);
    setJustFinished(false);
    setStartedAt(undefined);
  }, []);
  return { state, justFinished, start, stop };
}

type WakeLockSentinelLike = { release: () => Promise<void> };
type WakeLockNavigator = Navigator & {
  wakeLock?: { request: (type: 'screen') => Promise<WakeLockSentinelLike> };
};

function useWakeLock(active: boolean) {
  useEffect(() => {
    const wakeLock = (navigator as WakeLockNavigator).wakeLock;
    if (!active || !wakeLock) return undefined;
    let sentinel: WakeLockSentinelLike | undefined;
    let alive = true;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock
        .request('screen')
        .then((s) => {
          if (alive) sentinel = s;
          else void s.release();
        })
        // Refused (battery saver, no permission): the timer works without it.
        .catch(() => undefined);
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      alive = false;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active]);
}

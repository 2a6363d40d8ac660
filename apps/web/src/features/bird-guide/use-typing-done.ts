import { useEffect, useState } from 'react';

/** Spec 9: typing counts as done 1000 ms after the last keystroke. */
export const TYPING_DONE_MS = 1000;

/** The value once it has stopped changing for `delay` ms. */
export function useTypingDone(value: string, delay: number = TYPING_DONE_MS): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

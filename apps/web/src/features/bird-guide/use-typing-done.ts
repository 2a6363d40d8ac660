import { TYPING_DONE_MS } from '@tvt/domain';
import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delay` ms. */
export function useTypingDone(value: string, delay: number = TYPING_DONE_MS): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

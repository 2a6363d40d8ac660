import { useEffect, useState } from 'react';

/** False until the browser's first idle moment after mounting (5 s at the latest). */
export function useFirstIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    // Safari before 18 has no idle callback.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(done, 2000);
      return () => clearTimeout(timer);
    }
    const id = window.requestIdleCallback(done, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }, []);
  return idle;
}

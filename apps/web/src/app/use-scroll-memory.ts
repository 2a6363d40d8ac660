import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'tvt-scroll-positions';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Where each history entry was scrolled: back and forward return there, a new page starts at
 * the top (or at its #fragment). Kept per tab in session storage so a reload keeps it too.
 */
export function useScrollMemory(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number>>({});
  const current = useRef(key);

  useEffect(() => {
    positions.current = readPositions();
    window.history.scrollRestoration = 'manual';
    // Each scroll is written to the entry on view: when a navigation commits, the page below
    // may already be shorter than where it was scrolled.
    const remember = () => (positions.current[current.current] = window.scrollY);
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  useLayoutEffect(() => {
    if (current.current === key) return;
    current.current = key;
    const target = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) target.scrollIntoView();
    else
      window.scrollTo(0, navigationType === NavigationType.Pop ? (positions.current[key] ?? 0) : 0);
  }, [key, hash, navigationType]);
}

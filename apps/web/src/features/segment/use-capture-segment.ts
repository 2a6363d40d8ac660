import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { captureSegment } from './segment-storage.ts';

/** Captures `t` and `refcode` from every URL the visitor lands on. */
export function useCaptureSegment(): void {
  const { search } = useLocation();
  useEffect(() => {
    captureSegment(search, window.localStorage, window.sessionStorage);
  }, [search]);
}

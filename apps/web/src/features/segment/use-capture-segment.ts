import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { captureSegment, mirrorSegment } from './segment-storage.ts';

/** Captures `t` and `refcode` from every URL the visitor lands on; the server sees the segment. */
export function useCaptureSegment(): void {
  const { search } = useLocation();
  useEffect(() => {
    captureSegment(search, window.localStorage, window.sessionStorage);
    mirrorSegment(window.localStorage);
  }, [search]);
}

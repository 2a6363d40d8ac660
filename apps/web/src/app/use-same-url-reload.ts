import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec: navigating to the URL already shown reloads the page. The layout re-creates the route
 * element (it is keyed by location.key); this refetches the data that page shows.
 */
export function useSameUrlReload(): void {
  const location = useLocation();
  const queryClient = useQueryClient();
  const previous = useRef(location);
  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    const sameUrl = before.pathname === location.pathname && before.search === location.search;
    if (sameUrl && before.key !== location.key) {
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
    }
  }, [location, queryClient]);
}

import { useEffect, useState } from 'react';

/**
 * A module loaded on demand, or undefined until it is there (and while `load` is undefined).
 * Not React.lazy under Suspense: React holds revealed content back for 300 ms after it showed a
 * Suspense fallback, and these parts are a first visit's largest paint (decision 063). `load`
 * must be the same function on every render (a module-level one). `strict`: a failed load is
 * thrown during render, to the route's error screen; else the part stays away.
 */
export function useLoaded<M>(load: (() => Promise<M>) | undefined, strict = false) {
  const [loaded, setLoaded] = useState<{ module: M } | { error: unknown }>();
  useEffect(() => {
    let live = true;
    load?.().then(
      (module) => live && setLoaded({ module }),
      (error: unknown) => live && setLoaded({ error }),
    );
    return () => void (live = false);
  }, [load]);
  if (!load || !loaded) return undefined;
  if ('error' in loaded) {
    if (strict) throw loaded.error;
    return undefined;
  }
  return loaded.module;
}

import type { ContentVersion } from './content-version.ts';

export type ContentMemo = <T>(load: () => Promise<T>) => () => Promise<T>;

/**
 * Keeps what `load` gave until the content version changes; concurrent callers share one load,
 * and a failed load is forgotten so the next call tries again. For content a route turns into
 * a different answer per call (the quiz pool).
 */
export function createContentMemo(version: ContentVersion): ContentMemo {
  return <T>(load: () => Promise<T>) => {
    let held: { version: number; value: Promise<T> } | undefined;
    return () => {
      const current = version.current();
      if (held?.version !== current) {
        const value = load();
        const mine = { version: current, value };
        held = mine;
        value.catch(() => {
          if (held === mine) held = undefined;
        });
      }
      return held.value;
    };
  };
}

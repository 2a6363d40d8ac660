import { use, type ComponentType } from 'react';

/** A route module: it exports the screen as `Component` (one chunk per module). */
export type ScreenModule = { Component: ComponentType };

export type LazyScreen = ComponentType & { preload: () => Promise<ComponentType> };

/**
 * A screen that loads its module on first render, or earlier through `preload`. Unlike
 * React.lazy, a module already loaded renders at once, without suspending: main.tsx preloads
 * the first screen before the first render, so that render never commits a fallback over the
 * prerendered shell (decisions 058, 066 and 128).
 */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let module: Promise<ComponentType> | undefined;
  const preload = () => {
    if (!module) {
      const loading = load().then(({ Component }) => {
        // React's `use` reads a settled promise from these fields (its ReactPromise type)
        // instead of suspending once more on a module that is already here.
        const settled = loading as typeof loading & { status?: string; value?: ComponentType };
        settled.status = 'fulfilled';
        settled.value = Component;
        return Component;
      });
      // A failure shows at render, through the route error boundary.
      void loading.catch(() => undefined);
      module = loading;
    }
    return module;
  };
  function Screen() {
    const Component = use(preload());
    return <Component />;
  }
  return Object.assign(Screen, { preload });
}

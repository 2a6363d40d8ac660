import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RoutePreload, RoutePreloads } from '@tvt/contract';
import { introTourSkipsPath, type Phase } from '@tvt/domain';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { withAppModules } from './with-app-modules.ts';

const ROUTES_DIR = fileURLToPath(new URL('../src/routes', import.meta.url));
const TOUR_MODULE = '/src/features/intro-tour/intro-tour-modal.tsx';
/** What a screen loads in one phase only: named in that phase's page too (decision 063). */
const PHASE_PARTS: { path: string; phase: Phase; modules: string[] }[] = [
  {
    path: 'home',
    phase: 1,
    modules: ['/src/features/home/phase-1-banner.tsx', '/src/features/home/phase-1-home.tsx'],
  },
];

/**
 * Each public screen's route pattern and the file in src/routes that renders it, read from the
 * router itself: every screen's `load()` is called on Node and its module matched to a file.
 */
async function screenModules(): Promise<{ path: string; file: string }[]> {
  return withAppModules(async (load) => {
    const { screens } = (await load('/src/app/router.tsx')) as {
      screens: { path: string; load: () => Promise<unknown> }[];
    };
    const files = new Map<unknown, string>();
    for (const file of readdirSync(ROUTES_DIR).filter((name) => name.endsWith('.tsx'))) {
      files.set(await load(`/src/routes/${file}`), file);
    }
    const found: { path: string; file: string }[] = [];
    for (const { path, load: loadScreen } of screens) {
      const file = files.get(await loadScreen());
      if (!file) throw new Error(`the route ${path} loads no module of src/routes`);
      found.push({ path, file });
    }
    return found;
  });
}

/** The chunk and every chunk it imports statically, transitively. */
function closure(start: OutputChunk, chunks: Map<string, OutputChunk>): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const next = chunks.get(name);
      if (next) visit(next);
    }
  };
  visit(start);
  return [...seen.values()];
}

const stylesOf = (chunk: OutputChunk) => [...(chunk.viteMetadata?.importedCss ?? [])];

/**
 * Build step (issue 15, decisions 062 and 063): writes `route-preloads.json`, for each screen of
 * the router the chunks and style sheets its route module needs beyond the entry's, and where
 * the intro tour may open (not on the count), the tour's; a screen with a part of its own in one
 * phase gets a second entry for that phase. The server
 * names them in the page it sends for that route, so they load beside the entry instead of
 * after it has run. The build fails when a screen's module has no chunk.
 */
export function routePreloadsPlugin(): Plugin {
  return {
    name: 'tvt-route-preloads',
    apply: 'build',
    // After Vite's own step, which drops the chunks that only carried CSS.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle: OutputBundle) {
        const chunks = new Map(
          Object.values(bundle)
            .filter((file): file is OutputChunk => file.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        );
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('the build has no entry chunk');
        const onFirstLoad = new Set(closure(entry, chunks).map((chunk) => chunk.fileName));
        const chunkOf = (module: string) => {
          const found = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith(module));
          if (!found) throw new Error(`no chunk for ${module}`);
          return found;
        };
        // A first visit opens the intro tour over the screen (decision 063): its chunk loads
        // beside the screen's, so the tour comes with the first render instead of after it.
        const tour = closure(chunkOf(TOUR_MODULE), chunks);
        const entryOf = (path: string, parts: OutputChunk[], phase?: Phase): RoutePreload => {
          const needed = [...new Set(parts)].filter((c) => !onFirstLoad.has(c.fileName));
          return {
            path,
            ...(phase !== undefined && { phase }),
            scripts: needed.map((chunk) => `/${chunk.fileName}`),
            styles: [...new Set(needed.flatMap(stylesOf))].map((name) => `/${name}`),
          };
        };
        const screens = (await screenModules()).map(({ path, file }) => {
          const screen = closure(chunkOf(`/src/routes/${file}`), chunks);
          return { path, parts: introTourSkipsPath(`/${path}`) ? screen : [...screen, ...tour] };
        });
        const preloads: RoutePreloads = screens.map(({ path, parts }) => entryOf(path, parts));
        for (const { path, phase, modules } of PHASE_PARTS) {
          const screen = screens.find((s) => s.path === path);
          if (!screen) throw new Error(`no screen ${path} for its phase ${phase} part`);
          const parts = modules.flatMap((module) => closure(chunkOf(module), chunks));
          preloads.push(entryOf(path, [...screen.parts, ...parts], phase));
        }
        this.emitFile({
          type: 'asset',
          fileName: 'route-preloads.json',
          source: JSON.stringify(preloads),
        });
      },
    },
  };
}

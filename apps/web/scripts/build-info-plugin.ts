import { LOCALE, TIME_ZONE } from '@tvt/domain';
import type { Plugin } from 'vite';

export interface BuildInfo {
  id: string;
  time: string;
}

/**
 * Puts the build id and time (also as Dutch civil time, for the version label) in index.html (revalidated on every visit) instead of in a
 * content-hashed chunk: two builds of the same source then give the same chunk names, so after
 * a deploy returning visitors and the service worker fetch only what really changed. The build
 * fails when either value still ends up in a JavaScript chunk.
 */
export function buildInfoPlugin(info: BuildInfo): Plugin {
  // Formatted here, not in the browser: the first time-zone formatter a page makes loads the
  // zone data, 20–50 ms on this machine's Chromium, in the start-up task (decision 066).
  const label = new Intl.DateTimeFormat(LOCALE, {
    timeZone: TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(info.time));
  return {
    name: 'tvt-build-info',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'tvt-build-id', content: info.id }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'tvt-build-time', content: info.time }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'tvt-build-label', content: label }, injectTo: 'head' },
    ],
    generateBundle(_options, bundle) {
      const leaks = Object.values(bundle).filter(
        (file) =>
          file.type === 'chunk' &&
          (file.code.includes(info.time) || file.code.includes(JSON.stringify(info.id))),
      );
      if (leaks.length > 0) {
        this.error(
          `build id or time found in hashed chunks (${leaks.map((f) => f.fileName).join(', ')}): ` +
            'read them from the tvt-build-* meta tags instead',
        );
      }
    },
  };
}

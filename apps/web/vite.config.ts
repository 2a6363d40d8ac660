import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { buildInfoPlugin } from './scripts/build-info-plugin.ts';
import { prerenderShellPlugin } from './scripts/prerender-shell-plugin.ts';
import { routePreloadsPlugin } from './scripts/route-preloads-plugin.ts';
import { shellFirstPlugin } from './scripts/shell-first-plugin.ts';

const BRAND = '#1e6b40';
const BACKGROUND = '#f5f7f2';

function buildId(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'lokaal';
  }
}

const API = 'http://localhost:8080';

// react-router's package exports point at its development build only; production bundles take
// the production build beside it (no development warnings, about 0.6 KB less on first load).
const routerBuild = (file: string) =>
  fileURLToPath(
    new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url),
  );
const routerProduction = [
  { find: /^react-router$/, replacement: routerBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
];
const OFFICE_CHUNK = /(^|\/)office-[\w-]+\.js$/;
const proxied = ['/api', '/cdn', '/oidc', '/media', '/config.json', '/docs'];

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? routerProduction : [] },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API, changeOrigin: true }])),
  },
  // No modulepreload polyfill: every browser the app supports preloads natively (Safari 17+);
  // an older one only loads a route's chunks one after another. Saves about 0.5 KB on /home.
  build: {
    target: 'es2022',
    // Written beside the chunks but not named in them: the comment naming a chunk's map cost
    // about 30 bytes gzipped per file, some 0.3 KB of /home's first load (decision 066). Load a
    // map into the browser's tools by hand where needed.
    sourcemap: 'hidden',
    modulePreload: {
      polyfill: false,
      // The office (/beheer, staff on a desktop) loads its shared chunks after its own: their
      // names stay out of the preload list every public visitor downloads with the entry. Its
      // style sheets stay: this list is also how an async chunk's CSS gets loaded.
      resolveDependencies: (file, deps) =>
        OFFICE_CHUNK.test(file) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    // Chunk names without the module name: the entry lists every chunk for preloading, and the
    // names cost about 0.3 KB of /home's first load. The source maps keep the names. The office
    // keeps a prefix so that the preload rule above can tell it.
    rollupOptions: {
      output: {
        // React's core, its JSX runtime and the scheduler in one chunk: left to itself, the
        // bundler splits them into three small chunks beside the entry (each shared with lazy
        // chunks), about 0.25 KB more on /home's first load (decision 063).
        advancedChunks: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|scheduler)[\\/]/ }],
        },
        chunkFileNames: (chunk) =>
          chunk.name === 'office' ? 'assets/office-[hash].js' : 'assets/[hash].js',
      },
    },
    // Which chunk holds which module, for the tests that watch a lazy chunk load (or not).
    manifest: true,
  },
  plugins: [
    react(),
    buildInfoPlugin({ id: buildId(), time: new Date().toISOString() }),
    prerenderShellPlugin(),
    shellFirstPlugin(),
    routePreloadsPlugin(),
    VitePWA({
      strategies: 'generateSW',
      // Registered by src/shared/pwa with the spec's timing, not by the plugin.
      injectRegister: false,
      registerType: 'autoUpdate',
      manifestFilename: 'manifest.webmanifest',
      manifest: {
        id: '/home',
        name: 'Nationale Tuinvogeltelling',
        short_name: 'Tuinvogeltelling',
        description: 'Tel de vogels in je tuin, zoek vogels op en doe de quiz.',
        lang: 'nl',
        dir: 'ltr',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: BRAND,
        background_color: BACKGROUND,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: '/icons/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [
          /^\/api\//,
          /^\/cdn\//,
          /^\/oidc\//,
          /^\/aanmelding\//,
          /^\/docs/,
          /^\/metrics/,
          /^\/media\//,
          /^\/healthz/,
          /^\/readyz/,
        ],
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: /\/config\.json$/,
            handler: 'NetworkFirst',
            options: { cacheName: 'runtime-config', networkTimeoutSeconds: 4 },
          },
          {
            // Shell data (phase, tour, menu, texts): fresh when online, the last copy offline.
            urlPattern:
              /\/(api\/content\/v1\/(introtour|menu-more|content\/)|api\/count\/v1\/phase|cdn\/tvtPhase\.json)/,
            method: 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'shell-data',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
          {
            // What the count and the guide read (issue 15; features/offline warms it after the
            // install): count birds, bird list and details, tips. Fresh when online.
            urlPattern: /\/(cdn\/tvtBirds\.json|api\/bird\/v1\/birds(?!\/quiz)(\/|\?|$))/,
            method: 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'guide-data',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 600, maxAgeSeconds: 60 * 24 * 3600 },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
          {
            // Drawings and photos: their addresses carry a version (`?v=`), so a kept copy holds.
            urlPattern: /\/(media|cdn)\/.+\.(svg|png|jpe?g|webp)(\?.*)?$/i,
            method: 'GET',
            handler: 'CacheFirst',
            options: {
              cacheName: 'drawings',
              expiration: { maxEntries: 2000, maxAgeSeconds: 60 * 24 * 3600 },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
        ],
      },
    }),
    // Brotli (quality 11) and gzip (level 9) copies beside each script, style sheet and drawing,
    // made once here: the server sends them as they are (decision 068) instead of compressing
    // every request at a fast, looser setting; a first load's scripts come 14–16 % smaller.
    compression({
      include: /\.(js|css|svg)$/,
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
      skipIfLargerOrEqual: true,
      logLevel: 'silent',
    }),
  ],
}));

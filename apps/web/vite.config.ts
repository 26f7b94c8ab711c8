import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { transformAsync } from '@babel/core';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';

const root = path.dirname(fileURLToPath(import.meta.url));
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const FRAMEWORK = /node_modules\/(react|react-dom|scheduler|react-router|@tanstack|zustand|use-sync-external-store)\//;

/**
 * Our modules and the icons that several screens share, in one chunk rather than one per set of
 * screens that share them: the daily summary's first visit asked for 45 scripts of 1–2 kB before
 * its data, and on a slow network each costs a round trip (docs/performance.md, "Fewer scripts").
 * Not the modules that would bring Radix, the forms or the offline queue with them: those stay lazy;
 * nor the barcode scanner's and the food search's, which only the lazy meal and recipe forms use;
 * nor the nutritionist's parts (issue 33) and what the professional area shares with one lazy part
 * of a client screen (the day's lists' icons, the gauges' rule): shared by lazy chunks only, they
 * went into every screen's first download (+2.6 kB gzip on /login) for screens most people never
 * open. A copy in each of those lazy chunks costs no screen's first download.
 */
const SHARED =
  /\/src\/(lib|config|components)\/|\/packages\/core\/src\/(constants|rules)\/|node_modules\/lucide-react\//;
const NOT_SHARED =
  /\/components\/(comment-card|message-thread)\.|lucide-react\/.*\/(briefcase|heart-handshake|message-square-text|send|users|triangle-alert|user-plus|eye-off|eye|arrow-left|footprints|pencil-line|repeat-2|route|stethoscope|sun)\.|\/rules\/gauge\.|\/components\/ui\/(message-dialog|line-chart|confirm-dialog|chart|sheet|dialog-parts)\.|\/lib\/offline\/|\/lib\/pwa\/|\/components\/(barcode\/|food-search\.)|\/lib\/api\/lookup-barcode\.|\/rules\/barcode\./;

/**
 * The installable app (issue 17; docs/offline.md): a Spanish manifest with its icons, and a
 * Workbox service worker that precaches the app shell and keeps the API's GET answers for when
 * there is no network. A new version waits for the user's 'Actualizar' (registerType 'prompt').
 */
const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    name: 'NutriCoach',
    short_name: 'NutriCoach',
    description: 'Tu coach de nutrición personal: registra tus comidas, tu peso y tu ejercicio.',
    lang: 'es',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#138a4b',
    background_color: '#f4f7f5',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // Every route of the app opens offline from the precached shell; the API and the server's own
    // pages (docs, sandboxes, dev) are never answered with it.
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/(dev|sandbox)\//],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // Workbox writes this function into sw.js as text: it may use nothing from this file. Never
        // kept: sign-in, the dev outbox, the docs, health, payments' and Strava's redirects, and the
        // data export (all of a person's data, a download, not a screen to show offline).
        urlPattern: ({ url, request }) =>
          request.method === 'GET' &&
          url.pathname.startsWith('/api/') &&
          !/^\/api\/(auth|dev|docs|health|user\/export|payments\/(create-checkout|billing-portal)|strava\/(callback|webhook))/.test(
            url.pathname,
          ),
        // Network first, the kept answer only without a network: a kept answer served first would
        // show the day as it was before the meal just logged (docs/offline.md says why not SWR).
        handler: 'NetworkFirst',
        options: {
          cacheName: 'nc-api',
          networkTimeoutSeconds: 6,
          expiration: { maxEntries: 300, maxAgeSeconds: 14 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};

/**
 * The React Compiler (babel-plugin-react-compiler) on our own components and hooks: it memoizes
 * what each render computes and the elements it returns, so an answer that changes one value
 * re-renders what reads that value (docs/performance.md, "React everywhere"). @vitejs/plugin-react 6
 * leaves Babel to @rolldown/plugin-babel, whose every version asks for Node 22 (we run on 20, README):
 * this is the same pass, Babel with the compiler as its only plugin, before Vite strips the types.
 * Off until measured to pay for its 5–8 kB of initial JS: REACT_COMPILER=1 builds with it, for an A/B.
 */
export function reactCompiler(): Plugin {
  return {
    name: 'nutricoach:react-compiler',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\/apps\/web\/src\/.*\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['jsx', 'typescript'] },
        plugins: [['babel-plugin-react-compiler', { target: '19' }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

export default defineConfig(({ command }) => {
  // `vite build` always builds for production: a NODE_ENV=development left in the shell (the
  // README's default for the server) must not ship React's development build (152 kB gzip
  // instead of 96 kB for the main chunk).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    root,
    plugins: [
      ...(process.env.REACT_COMPILER === '1' ? [reactCompiler()] : []),
      react(),
      tailwindcss(),
      VitePWA(pwaOptions),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: path.resolve(root, 'src') },
        // react-router's package points every condition at its development build (dev warnings
        // included); a production build takes its production one.
        ...(command === 'build'
          ? [{ find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') }]
          : []),
      ],
    },
    server: {
      proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
    },
    build: {
      outDir: path.resolve(root, 'dist'),
      emptyOutDir: true,
      // SOURCEMAP=1 npm run build: for npm run profile:screen, which then names our sources.
      sourcemap: Boolean(process.env.SOURCEMAP),
      // NOMINIFY=1 npm run build: readable bundles, for reading a CPU profile line by line.
      minify: process.env.NOMINIFY ? false : undefined,
      // Our budget is set on gzip size (see README); Vite's raw-size warning is noise.
      reportCompressedSize: true,
      // One stylesheet, in the page's head: a screen's own CSS (the rings, the sheets, the tour, the
      // phone field) added later made the browser restyle the whole page each time, in the middle
      // of the first screen's renders; together it is 2.7 kB gzip more on the first download
      // (docs/performance.md, "Fifth session").
      cssCodeSplit: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // What every screen runs (React, the router, TanStack Query, zustand) in one chunk: left to
            // itself the bundler cut it into five chunks by which screens share which part, each
            // compressed apart (3.5 kB gzip more on every first download; issue 17).
            groups: [
              { name: 'framework', test: FRAMEWORK, priority: 2 },
              {
                name: 'shared',
                test: (id: string) => SHARED.test(id) && !NOT_SHARED.test(id),
                minShareCount: 2,
                priority: 1,
              },
            ],
          },
        },
      },
    },
  };
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { eagerCompileEntry } from './scripts/eager-compile.mjs';
import { featureFilesHaveNoSideEffects } from './scripts/treeshake.mjs';
import { MANIFEST_HREF, webManifest } from './src/lib/web-manifest';

/** An import of a library other than those every page loads anyway (in the initial script). */
const IMPORTS_PAGE_LIBRARY = /^import (?!type ).*from '(?!react'|react\/|react-router'|lucide-react'|@grant\/shared'|\.)/m;
/**
 * Small parts many lazy pages share (UI components, formatters, the toast that loads sonner when first
 * shown, the loader of dialogs' code), which go into one file, unless one imports a library only some pages need (Radix, sonner):
 * every page would then load it.
 */
const isSharedLightModule = (id: string) =>
  /src[\\/](components[\\/]ui|lib[\\/]format-|lib[\\/](toast|on-demand)\.ts$)/.test(id) &&
  !IMPORTS_PAGE_LIBRARY.test(readFileSync(id, 'utf8'));

/**
 * A module of @grant/shared without zod (texts, enums, limits, permissions): small, and wanted by many
 * pages. Not its data files (the district boundaries, packages/shared/src/places/README.md): they stay
 * in the chunk of the page that draws them.
 */
const isSharedLightText = (id: string) =>
  /packages[\\/]shared[\\/]src[\\/].*\.ts$/.test(id) && !/^import (?!type ).*from 'zod'/m.test(readFileSync(id, 'utf8'));

/**
 * The web manifests in English and Bangla (src/lib/web-manifest.ts), and the English one linked from
 * the shell (so from every prerendered page too); the app links the Bangla one when Bangla is chosen.
 */
const webManifests = (): Plugin => ({
  name: 'grant-web-manifests',
  apply: 'build',
  generateBundle() {
    for (const locale of ['en', 'bn'] as const) {
      const fileName = MANIFEST_HREF[locale].slice(1);
      this.emitFile({ type: 'asset', fileName, source: `${JSON.stringify(webManifest(locale), null, 2)}\n` });
    }
  },
  transformIndexHtml: () => [
    { tag: 'link', attrs: { rel: 'manifest', href: MANIFEST_HREF.en }, injectTo: 'head' },
    { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' }, injectTo: 'head' },
  ],
});

/**
 * The service worker (src/sw/sw.ts, docs/decisions/0028-installable-app-and-service-worker.md), built by
 * Workbox through vite-plugin-pwa with the list of files to precache injected: the shell, scripts,
 * styles, the Bangla font and the icons. The prerendered pages are not in it (scripts/prerender.mjs
 * writes them after this build): the worker asks the server for pages and falls back to the shell.
 */
const serviceWorker = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    // The app registers it once the page has settled (lib/register-service-worker.ts); the manifests come from webManifests().
    injectRegister: false,
    manifest: false,
    injectManifest: {
      rollupFormat: 'iife',
      globPatterns: ['index.html', 'assets/**/*.{js,css,woff2}', 'icons/*.png', 'favicon.svg'],
    },
  });

/**
 * React Router's package sends every bundler its development build, with its warnings on
 * (remix-run/react-router#14102, open); the production build beside it is the same code with them off.
 */
const REACT_ROUTER_PRODUCTION = fileURLToPath(new URL('dist/production/index.mjs', import.meta.resolve('react-router/package.json')));
const reactRouterProductionBuild = (): Plugin => ({
  name: 'grant-react-router-production',
  apply: 'build',
  enforce: 'pre',
  resolveId: (id) => (id === 'react-router' ? REACT_ROUTER_PRODUCTION : null),
});

/** `npm run dev` gives the API server and Vite one environment: the proxy follows the server's PORT. */
const apiServer = `http://localhost:${process.env.PORT || 3000}`;

export default defineConfig({
  plugins: [reactRouterProductionBuild(), react(), tailwindcss(), webManifests(), serviceWorker(), eagerCompileEntry()],
  resolve: { conditions: ['source'] },
  server: {
    port: 5173,
    proxy: { '/api': apiServer, '/uploads': apiServer },
  },
  build: {
    sourcemap: true,
    // The manifest tells the prerender step (scripts/prerender.mjs) which files a lazy page needs.
    manifest: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: featureFilesHaveNoSideEffects },
      output: {
        // Fewer files (bench/README.md): on a slow phone network each costs a round trip, and the
        // details page needed 32 of them, most under 2 KB.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 2 },
            { name: 'icons', test: /lucide-react/, priority: 1 },
            // Without its dependencies: they stay in the chunks they were in (the build of 23 Nov has
            // no import cycle between chunks; check again if this group grows).
            { name: 'ui', test: isSharedLightModule, priority: 1, includeDependenciesRecursively: false },
            { name: 'shared', test: isSharedLightText, priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});

import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** An import of a library other than those every page loads anyway (in the initial script). */
const IMPORTS_PAGE_LIBRARY = /^import (?!type ).*from '(?!react'|react\/|react-router'|lucide-react'|@grant\/shared'|\.)/m;
/**
 * Small parts many lazy pages share (UI components, formatters), which go into one file, unless one
 * imports a library only some pages need (Radix, sonner): every page would then load it.
 */
const isSharedLightModule = (id: string) =>
  /src[\\/](components[\\/]ui|lib[\\/]format-)/.test(id) && !IMPORTS_PAGE_LIBRARY.test(readFileSync(id, 'utf8'));

/** `npm run dev` gives the API server and Vite one environment: the proxy follows the server's PORT. */
const apiServer = `http://localhost:${process.env.PORT || 3000}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
          ],
        },
      },
    },
  },
});

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ['source'] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  build: {
    sourcemap: true,
    // The manifest tells the prerender step (scripts/prerender.mjs) which files a lazy page needs.
    manifest: true,
    rolldownOptions: {
      output: {
        // Fewer, larger files (bench/README.md, Lighthouse): on a slow phone network each file costs
        // a round trip, and the details page needed about thirty small ones.
        codeSplitting: {
          groups: [
            // Everything the first page needs in one file, as it would be anyway.
            { name: 'initial', tags: ['$initial'], priority: 2 },
            // Our own code that two or more lazy parts share (not their libraries, which only some
            // pages need, and not the pages themselves, which the router loads by name).
            {
              name: 'common',
              priority: 1,
              test: /apps[\\/]web[\\/]src[\\/](?!.*[\\/]pages[\\/])|packages[\\/]shared|lucide-react/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});

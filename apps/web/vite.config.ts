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
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 2 },
            { name: 'icons', test: /lucide-react/, priority: 1 },
            { name: 'ui', test: /components[\\/]ui[\\/](?!modal|confirm-dialog|delete-button)|src[\\/]lib[\\/]format-/, priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});

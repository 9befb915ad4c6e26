import { defineConfig } from 'tsup';

/** One bundled file; npm packages stay external, the workspace's shared package is bundled in. */
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@grant/shared'],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});

import { isAbsolute } from 'node:path';
import { defineConfig } from 'rolldown';

/** A bare import (an npm package), except the workspace's shared package, which is bundled in as source. */
const isNpmPackage = (id: string) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0') && !id.startsWith('@grant/');

/**
 * One file, dist/main.js (docs/decisions/0031-server-bundler.md). npm packages stay external and are
 * loaded from node_modules at run time (native ones such as sharp and argon2 could not be bundled).
 */
export default defineConfig({
  input: 'src/main.ts',
  platform: 'node',
  external: isNpmPackage,
  resolve: { conditionNames: ['source', 'import', 'node', 'default'] },
  transform: { target: 'node20' },
  output: {
    dir: 'dist',
    entryFileNames: 'main.js',
    cleanDir: true,
    format: 'esm',
    sourcemap: true,
    codeSplitting: false,
  },
});

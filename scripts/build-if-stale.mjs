// `npm run build`, unless apps/web/dist and apps/server/dist were built from exactly these sources.
// `npm test` builds before its tests; CI runs it twice (embedded database, then PostgreSQL) on the
// same checkout, and the second build would only repeat the first. The check hashes file contents
// (not times), so any edit, checkout or dependency change builds again.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const inputs = ['apps/web', 'apps/server', 'packages/shared', 'package-lock.json'];
const skipped = new Set(['node_modules', 'dist', 'test', '.vite']);
const stamps = ['apps/web/dist/.source-hash', 'apps/server/dist/.source-hash'].map((file) => path.join(root, file));

function* files(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return;
  const entries = readdirSync(absolute, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (skipped.has(entry.name) || entry.name.endsWith('.test.ts')) continue;
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) yield* files(child);
    else yield child;
  }
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const list = input.endsWith('.json') ? [input] : [...files(input)];
    for (const file of list)
      hash
        .update(`${file}\0`)
        .update(readFileSync(path.join(root, file)))
        .update('\0');
  }
  return hash.digest('hex');
}

const wanted = sourceHash();
const built = stamps.every((stamp) => existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted);
if (built) {
  console.log('build: apps/web/dist and apps/server/dist are up to date with the sources');
} else {
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
  for (const stamp of stamps) writeFileSync(stamp, wanted);
}

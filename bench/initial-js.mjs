// Sizes the JavaScript the home page loads before any interaction: the entry script of
// apps/web/dist/index.html plus every chunk it modulepreloads, raw and gzip. With --sources, also
// lists which packages (from the source maps) weigh most in those chunks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1]);
let raw = 0;
let gz = 0;
for (const file of files) {
  const body = readFileSync(path.join(dist, file));
  const g = gzipSync(body, { level: 9 }).length;
  raw += body.length;
  gz += g;
  console.log(`${file}  ${(body.length / 1024).toFixed(1)} KB  gzip ${(g / 1024).toFixed(1)} KB`);
}
console.log(`initial JS of /: ${files.length} files, ${(raw / 1024).toFixed(1)} KB, gzip ${(gz / 1024).toFixed(1)} KB`);

if (process.argv.includes('--sources')) {
  const byPackage = new Map();
  for (const file of files) {
    const map = JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8'));
    map.sources.forEach((source, i) => {
      const m = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
      const key = m
        ? m[1]
        : source
            .replace(/^(\.\.\/)+/, '')
            .split('/')
            .slice(0, 4)
            .join('/');
      byPackage.set(key, (byPackage.get(key) ?? 0) + (map.sourcesContent?.[i]?.length ?? 0));
    });
  }
  const rows = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 30);
  for (const [name, size] of rows) console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${name}`);
}

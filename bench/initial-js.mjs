// Sizes the JavaScript (and CSS) the home page loads before any interaction: the entry script of
// apps/web/dist/index.html plus every chunk it modulepreloads, raw and gzip. With --sources, also
// lists which packages (from the source maps) weigh most in those chunks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const isMain = process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url;

/** The files `index.html` loads up front: scripts and modulepreloads (js), stylesheets (css). */
function initialFiles(html) {
  return {
    js: [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((m) => m[1]),
    css: [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"/g)].map((m) => m[1]),
  };
}

/** Raw and gzip (level 9) bytes of the home page's initial JS and CSS, with each file's figures. */
export function initialAssets() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const measure = (files) => {
    const each = files.map((file) => {
      const body = readFileSync(path.join(dist, file));
      return { file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    });
    return { files: each, raw: each.reduce((a, f) => a + f.raw, 0), gzip: each.reduce((a, f) => a + f.gzip, 0) };
  };
  const { js, css } = initialFiles(html);
  return { js: measure(js), css: measure(css) };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const assets = isMain ? initialAssets() : undefined;
if (assets) {
  for (const f of [...assets.js.files, ...assets.css.files]) console.log(`${f.file}  ${kb(f.raw)}  gzip ${kb(f.gzip)}`);
  console.log(`initial JS of /: ${assets.js.files.length} files, ${kb(assets.js.raw)}, gzip ${kb(assets.js.gzip)}`);
  console.log(`initial CSS of /: ${assets.css.files.length} files, ${kb(assets.css.raw)}, gzip ${kb(assets.css.gzip)}`);
}

if (assets && process.argv.includes('--sources')) {
  const byPackage = new Map();
  for (const { file } of assets.js.files) {
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

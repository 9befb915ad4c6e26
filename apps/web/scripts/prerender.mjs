// After `vite build`: writes the HTML the server sends for some paths instead of the bare shell
// (docs/decisions/0017-prerendered-public-pages.md), and `dist/pages.json`, which the server reads
// (apps/server/src/plugins/static-files.ts):
// - public pages that show the same to everyone before their data arrives, prerendered from the real
//   components (a Vite SSR build of src/prerender.tsx), so they paint as soon as HTML and CSS arrive;
// - pages behind a lazy route chunk, as their first paint (the layout and the session check's
//   spinner, drawn over by the app) plus `modulepreload` links to that chunk (from Vite's manifest),
//   so it downloads beside the entry script instead of after it.
// A page that paints without its scripts asks for them at low priority, after the stylesheet and
// images the paint needs.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { featureFilesHaveNoSideEffects } from './treeshake.mjs';

/**
 * Paths served prerendered (only without a query string: a query may change what the page shows), and
 * hydrated. A page that reads the API is drawn as its first render is, with the data still loading
 * (the list's screen-tall spinner), and hydrated all the same: no data is in the browser's first
 * render either. `signedOut`: the page is drawn as a visitor without a stored session sees it
 * (sign-in: someone signed in sees the session check's spinner and goes on to the dashboard), and
 * main.tsx renders over it instead for anyone else.
 * `module`: the page's lazy chunk, preloaded (at low priority), only where the page's largest paint
 * waits for it (the blog's first image comes after the chunk and its data). Elsewhere the largest
 * paint is in the HTML, and Lighthouse's estimate of it counts every file asked for before it
 * (sign-in's LCP was 2.4 s with its ten preloads, against an observed 0.7 s).
 */
const PRERENDERED = [
  { path: '/', file: 'pages/home.html' },
  { path: '/search', file: 'pages/search.html' },
  { path: '/login', file: 'pages/login.html', signedOut: true },
  { path: '/pendingRequest', file: 'pages/pending.html' },
  { path: '/blog', file: 'pages/blog.html', module: 'src/features/blogs/pages/blog-list-page.tsx' },
  { path: '/privacy', file: 'pages/privacy.html' },
];
/**
 * Path prefixes whose page is a lazy chunk, preloaded with the entry script; `paint` is a path under
 * the prefix whose first render (before the session check) is drawn into the page for its first paint;
 * `early`: a script written into the page that starts the calls the page waits for, before the entry script runs.
 */
const PRELOADED = [
  {
    prefix: '/details/',
    paint: '/details/first-paint',
    module: 'src/features/requests/pages/request-details-page.tsx',
    file: 'pages/details.html',
    early: 'src/page-early-calls.ts',
  },
];
/** The locale the prerendered pages are in; main.tsx hydrates them only in that locale. */
const LOCALE = 'en';
/** Marks a first paint that main.tsx renders over instead of hydrating (it never equals a locale). */
const FIRST_PAINT_ONLY = 'first-paint';

const webDir = path.resolve(import.meta.dirname, '..');
const distDir = path.join(webDir, 'dist');
const ssrDir = path.join(distDir, '.prerender');
const shell = readFileSync(path.join(distDir, 'index.html'), 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
if (!shell.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT}`);

/** The shell with `html` in its root; the scripts at low priority, since the page paints without them. */
function pageWith(html, marker, head = shell, { signedOut = false } = {}) {
  return head
    .replace(EMPTY_ROOT, `<div id="root" data-prerendered="${marker}"${signedOut ? ' data-signed-out' : ''}>${html}</div>`)
    .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
}

function write(file, html) {
  mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
  writeFileSync(path.join(distDir, file), html);
}

/** The files of a chunk and of every chunk it imports statically (what the browser needs before running it). */
function chunkFiles(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const out = { js: [chunk.file], css: [...(chunk.css ?? [])] };
  for (const child of chunk.imports ?? []) {
    const files = chunkFiles(manifest, child, seen);
    out.js.push(...files.js);
    out.css.push(...files.css);
  }
  return out;
}

await build({
  root: webDir,
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, sourcemap: false, manifest: false, copyPublicDir: false },
  ssr: { noExternal: ['@grant/shared'] },
});
/** The shell with a lazy chunk's files (and those of the chunks it imports) preloaded, or the shell itself without a module. */
function shellPreloading(manifest, module) {
  if (!module) return shell;
  if (!manifest[module]) throw new Error(`${module} is not a chunk of the build`);
  const { js, css } = chunkFiles(manifest, module);
  const links = [
    ...[...new Set(js)]
      .filter((file) => !shell.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...[...new Set(css)]
      .filter((file) => !shell.includes(`/${file}"`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
  return shell.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/**
 * The page's first API call preloaded with its HTML (the blog's largest paint is its first post's
 * image, which waits for the list): the answer is on its way while the scripts load.
 */
const withData = (head, url) =>
  url
    ? head.replace('</head>', `  <link rel="preload" as="fetch" crossorigin="anonymous" href="${url.replaceAll('&', '&amp;')}">\n  </head>`)
    : head;

/**
 * An early script (`early` above), built on its own as a classic script that imports nothing, to be
 * written into the page: it runs as the HTML is read, with no file of its own to wait for. Its code.
 */
async function buildEarlyScript(entry) {
  const result = await build({
    configFile: false,
    root: webDir,
    logLevel: 'warn',
    resolve: { conditions: ['source'] },
    build: {
      write: false,
      copyPublicDir: false,
      sourcemap: false,
      rolldownOptions: {
        input: path.join(webDir, entry),
        treeshake: { moduleSideEffects: featureFilesHaveNoSideEffects },
        // The features' index files name React modules marked 'use client'; tree-shaking drops them all.
        onwarn: (warning, warn) => warning.code === 'MODULE_LEVEL_DIRECTIVE' || warn(warning),
        output: { format: 'iife' },
      },
    },
  });
  const chunks = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  if (chunks.length !== 1) throw new Error(`${entry} built into ${chunks.length} files; an early script must be one`);
  const code = chunks[0].code.trim();
  if (code.includes('</')) throw new Error(`${entry} holds '</', which would end its <script> in the page`);
  return code;
}

/** The page with `code` as its first script, and the hash that the page's CSP names it by (the server's static-files.ts). */
function withInlineScript(html, code) {
  const hash = `sha256-${createHash('sha256').update(code).digest('base64')}`;
  return { html: html.replace('<script type="module"', `<script>${code}</script>\n    <script type="module"`), hash };
}

try {
  const { prerenderPage, FIRST_DATA } = await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href);
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const pages = [];
  for (const page of PRERENDERED) {
    const html = await prerenderPage(page.path);
    if (html.includes('<script')) throw new Error(`${page.path} prerendered with an inline script, which the CSP blocks`);
    write(
      page.file,
      pageWith(html, LOCALE, withData(shellPreloading(manifest, page.module), FIRST_DATA[page.path]), { signedOut: page.signedOut }),
    );
    pages.push({ path: page.path, file: page.file });
  }

  for (const page of PRELOADED) {
    const html = pageWith(await prerenderPage(page.paint), FIRST_PAINT_ONLY, shellPreloading(manifest, page.module));
    if (!page.early) {
      write(page.file, html);
      pages.push({ prefix: page.prefix, file: page.file });
      continue;
    }
    const withEarly = withInlineScript(html, await buildEarlyScript(page.early));
    write(page.file, withEarly.html);
    pages.push({ prefix: page.prefix, file: page.file, inlineScripts: [withEarly.hash] });
  }
  writeFileSync(path.join(distDir, 'pages.json'), `${JSON.stringify({ pages }, null, 2)}\n`);
  console.log(`prerendered ${PRERENDERED.map((p) => p.path).join(', ')}; preloaded ${PRELOADED.map((p) => `${p.prefix}*`).join(', ')}`);
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}

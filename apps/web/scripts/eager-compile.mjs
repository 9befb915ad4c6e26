/**
 * V8 compiles a function on the main thread when it is first called, unless the script says at its
 * start that its functions run as the page loads (`//# allFunctionsCalledOnLoad`, Chrome 136+): it
 * then compiles them all on a background thread while the script streams in. The entry script's
 * nearly all do (React, the router, the query cache), so it carries the comment; lazy chunks do not.
 * On the details page, Lighthouse's blocking time fell by about a third (bench/README.md).
 * The comment is added after minification (which drops comments) and after Vite has put the lazy
 * chunks' dependency list at the top, so that it is the first line; the source map moves down a line.
 */
const MAGIC_COMMENT = '//# allFunctionsCalledOnLoad\n';

/** @returns {import('vite').Plugin} */
export const eagerCompileEntry = () => ({
  name: 'grant-eager-compile-entry',
  apply: 'build',
  generateBundle: {
    // After Vite's own generateBundle, which puts the lazy chunks' dependency list first.
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        chunk.code = MAGIC_COMMENT + chunk.code;
        const mapAsset = bundle[`${chunk.fileName}.map`];
        if (chunk.map && mapAsset?.type === 'asset') {
          // An empty first line in the mappings: every mapped position moves down one line.
          chunk.map.mappings = `;${chunk.map.mappings}`;
          mapAsset.source = chunk.map.toString();
        }
      }
    },
  },
});

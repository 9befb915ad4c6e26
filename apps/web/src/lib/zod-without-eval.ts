/**
 * zod 4 probes `new Function` to decide whether to compile its parsers. The server's CSP allows no
 * eval, so the probe would be reported as a CSP violation on every page with a form. `jitless` skips
 * the probe; zod reads it from this global when it loads, and the forms need no compiled parsers.
 * Imported first by main.tsx, so it is set before any chunk loads zod, and without adding zod to
 * the first bundle.
 */
const zodHolder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodHolder.__zod_globalConfig = { ...zodHolder.__zod_globalConfig, jitless: true };

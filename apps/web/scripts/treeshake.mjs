/**
 * A feature's files run nothing on import that another file relies on (main.tsx's bare imports are
 * outside features/). Saying so lets a page that imports one panel from another feature's index.ts
 * (decision 0030) leave the entry's other exports out of its chunks: without it the request details
 * page loaded the donor profile form, react-hook-form and all (+59 KB gzip). Used by the app's build
 * (vite.config.ts) and the early script's (scripts/prerender.mjs).
 */
export const featureFilesHaveNoSideEffects = (id) => !/src[\\/]features[\\/]/.test(id);

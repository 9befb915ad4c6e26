import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in a prerendered page until React has hydrated it (and in the build's prerender), true
 * otherwise. A form on a prerendered page keeps its submit button disabled until then: a submission
 * before hydration would be the browser's own, a plain GET that loses what was typed
 * (docs/decisions/0017-prerendered-public-pages.md).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

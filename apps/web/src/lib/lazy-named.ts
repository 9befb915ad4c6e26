import { type ComponentType, lazy } from 'react';
import { trackChunkLoad } from './chunk-loads';

/**
 * A component loaded from its own chunk when first rendered (inside a Suspense), by its named export:
 * `lazyNamed(() => import('./footer'), 'Footer')`. React.lazy alone takes only a default export.
 */
export const lazyNamed = <P extends object, K extends string>(load: () => Promise<{ [key in K]: ComponentType<P> }>, name: K) =>
  lazy(() => trackChunkLoad(load()).then((module) => ({ default: module[name] })));

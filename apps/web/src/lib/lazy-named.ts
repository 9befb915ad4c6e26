import { type ComponentType, createElement, lazy, useEffect } from 'react';
import { startPageWork } from './page-work';

export type NamedModule<P extends object, K extends string> = { [key in K]: ComponentType<P> };

/**
 * A component loaded from its own chunk when first rendered (inside a Suspense), by its named export:
 * `lazyNamed(() => import('./footer'), 'Footer')`. React.lazy alone takes only a default export.
 * It counts as on its way (lib/page-work.ts) until it is first drawn: a page asks for its data as
 * it is drawn, so a page between its chunk and its first request has not settled.
 */
export const lazyNamed = <P extends object, K extends string>(load: () => Promise<NamedModule<P, K>>, name: K) =>
  lazy(() => {
    const arrived = startPageWork();
    return load().then(
      (module) => ({ default: drawnSignal(module[name], arrived) }),
      (error: unknown) => {
        arrived();
        throw error;
      },
    );
  });

function drawnSignal<P extends object>(Component: ComponentType<P>, drawn: () => void): ComponentType<P> {
  function Drawn(props: P) {
    // After the component's own effects, which start its requests.
    useEffect(drawn, []);
    return createElement(Component, props);
  }
  return Drawn;
}

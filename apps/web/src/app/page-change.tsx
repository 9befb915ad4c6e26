import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';

/**
 * What every page change does, around both layouts: a new page (a link, a redirect) opens at its top,
 * back and forward return to where that page was (React Router's ScrollRestoration, positions kept in
 * sessionStorage, so a reload keeps them too), and focus moves to the new page's heading, so a screen
 * reader starts reading the new page. The first load moves no focus. A change of the query string
 * only (a filter, a page of a list) is the same page: focus stays, and the lists keep their place
 * (lib/use-search-params-in-place.ts).
 */
export function PageChange() {
  const { pathname, hash } = useLocation();
  // The page on screen: the first one (drawn at load) moves no focus.
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // Loaded at the first page change, not with the entry script: the first load moves no focus.
    let stop: (() => void) | undefined;
    let left = false;
    void import('./focus-new-page').then(({ focusHeadingWhenDrawn }) => {
      if (!left) stop = focusHeadingWhenDrawn(hash);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [pathname, hash]);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

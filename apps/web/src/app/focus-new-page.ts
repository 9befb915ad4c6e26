// Moves focus to a new page's heading for screen readers, loaded at the first page change (app/page-change.tsx).

/** How long a new page's heading is waited for (its chunk or its data may still be on the way). */
const HEADING_WAIT_MS = 10_000;

/**
 * Where a new page's reading starts: the element a link's #hash names, else the page's own heading
 * (the h1 inside the layout's <main>, public and dashboard layouts alike).
 */
const findHeading = (hash: string) =>
  (hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null) ?? document.querySelector<HTMLElement>('main h1');

function focusHeading(heading: HTMLElement) {
  // Someone already acting inside the new page (a field it focuses itself) keeps their place.
  if (document.querySelector('main')?.contains(document.activeElement)) return;
  // A heading is not focusable by itself; -1 keeps it out of the Tab order.
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  // The scroll is ScrollRestoration's: at the top for a new page, where it was for back and forward.
  heading.focus({ preventScroll: true });
}

/** Focuses the heading once it is drawn; gives back what stops waiting for it. */
export function focusHeadingWhenDrawn(hash: string): () => void {
  const heading = findHeading(hash);
  if (heading) {
    focusHeading(heading);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const drawn = findHeading(hash);
    if (!drawn) return;
    stop();
    focusHeading(drawn);
  });
  const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

import { type ComponentType, type ReactNode, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { subscribeLocale } from '../i18n/locale';
import { lazyNamed, type NamedModule } from './lazy-named';
import { startPageWork } from './page-work';
import { tokenStorage } from './token-storage';

/** How far outside the screen a part starts loading: half a screen, so that it is ready when scrolled to. */
const LOAD_AHEAD_SCREENS = 0.5;
/** The build's prerender has no document: there the part is drawn whole, waited for as any lazy part. */
const IN_BUILD = typeof document === 'undefined';
/** Given to the box of a part the build drew: React then leaves the box's children, the build's HTML, alone. */
const KEEP_THE_BUILDS_HTML = { __html: '' };
/** How soon a part whose chunk failed to load (offline) is tried again, while it is still near. */
const RETRY_MS = 5000;

/**
 * How a part starts: `whole` loaded at once (and, in a prerendered page, hydrated as any lazy part),
 * where the build draws it or where it is already near the screen; `kept`, the build's HTML kept until
 * it is near; `fallback`, in a page the app draws itself.
 */
type Start = 'whole' | 'kept' | 'fallback';

type PartOptions = {
  /** Drawn by a page the app renders itself until the part has loaded. */
  fallback: ReactNode;
  /** About how tall the part is on a phone, in pixels: the space its fallback holds while it loads. */
  height: number;
  /**
   * The part shows something of the person signed in (the footer's links): with a session stored it
   * is hydrated at once, since the build drew it for a visitor.
   */
  personal?: boolean;
};

/** Whether the build's HTML of a part is near the screen. */
function nearTheScreen(box: HTMLElement): boolean {
  const { top, bottom } = box.getBoundingClientRect();
  return top < window.innerHeight * (1 + LOAD_AHEAD_SCREENS) && bottom > -window.innerHeight * LOAD_AHEAD_SCREENS;
}

/** How to find the focused control again in the part drawn over the build's HTML: by its name or its link. */
function selectorOf(control: Element | null, box: HTMLElement): string | undefined {
  if (!control || !box.contains(control)) return undefined;
  const name = control.getAttribute('name');
  if (name) return `[name="${CSS.escape(name)}"]`;
  const href = control.getAttribute('href');
  return href ? `a[href="${CSS.escape(href)}"]` : undefined;
}

/**
 * A part far down the page (`lazyNearViewport(() => import('./footer'), 'Footer', { fallback: null, height: 480 })`),
 * loaded only once it comes within half a screen of the viewport, or is focused or touched: on a slow
 * phone the first seconds go to what is on the screen.
 *
 * In a prerendered page, a part already near the screen is hydrated as any lazy part. One further
 * down keeps the build's HTML as it is, not hydrated, and is drawn over by React once it has loaded
 * (focus kept on the same control); at once if the page's language changes meanwhile. It is not left
 * as a Suspense boundary waiting to hydrate: React holds back a transition (the session check's end,
 * a navigation) that changes a context above such a boundary until the boundary has hydrated, which
 * would be until the part is scrolled to. A page the app draws itself shows `fallback` until the
 * part is near.
 * Its chunk counts as page work (lib/page-work.ts) only once asked for: a page whose footer is far
 * below has settled without it.
 */
export function lazyNearViewport<P extends object, K extends string>(
  load: () => Promise<NamedModule<P, K>>,
  name: K,
  { fallback, height, personal = false }: PartOptions,
): ComponentType<P> {
  const Whole = lazyNamed(load, name);
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        loaded = module[name];
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function NearViewport(props: P) {
    const id = useId();
    // Decided in the first render. The box the build drew is found by its id only while React hydrates
    // the page (an id made in the browser is spelled otherwise). Nothing here may update this component
    // while a part started whole waits to hydrate: React would draw the part again instead.
    const [start] = useState<Start>(() => {
      if (IN_BUILD) return 'whole';
      const builtBox = document.getElementById(id);
      if (!builtBox) return 'fallback';
      return nearTheScreen(builtBox) || (personal && tokenStorage.get()) ? 'whole' : 'kept';
    });
    const [Part, setPart] = useState<ComponentType<P> | undefined>(() => loaded);
    const [attempt, setAttempt] = useState(0);
    const ref = useRef<HTMLDivElement>(null);
    const focused = useRef<string>(undefined);
    const drawn = useRef<() => void>(undefined);

    // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` (after a failed load) watches again.
    useEffect(() => {
      const node = ref.current;
      if (start === 'whole' || Part || !node) return;
      let unmounted = false;
      let retry: number | undefined;
      const reached = () => {
        stopWatching();
        drawn.current ??= startPageWork();
        loadOnce().then(
          (Loaded) => {
            if (unmounted) return;
            focused.current = selectorOf(document.activeElement, node);
            setPart(() => Loaded);
          },
          () => {
            // Not coming for now: the page is not held back waiting for it.
            drawn.current?.();
            drawn.current = undefined;
            if (!unmounted) retry = window.setTimeout(() => setAttempt((count) => count + 1), RETRY_MS);
          },
        );
      };
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reached(), {
        rootMargin: `${LOAD_AHEAD_SCREENS * 100}% 0px`,
      });
      // A control of the build's HTML can be focused from the keyboard or a screen reader without scrolling.
      const events = ['focusin', 'pointerdown'] as const;
      // The build's HTML is in English: in another language the part is drawn at once.
      const stopOnLocale = start === 'kept' ? subscribeLocale(reached) : () => {};
      function stopWatching() {
        observer.disconnect();
        stopOnLocale();
        for (const event of events) node?.removeEventListener(event, reached);
      }
      observer.observe(node);
      for (const event of events) node.addEventListener(event, reached);
      return () => {
        unmounted = true;
        window.clearTimeout(retry);
        stopWatching();
      };
    }, [start, Part, attempt]);

    // Page work ends once the part is drawn (after its own effects, which start its requests) or gone.
    useEffect(() => {
      if (Part) drawn.current?.();
    }, [Part]);
    useEffect(() => () => drawn.current?.(), []);

    // The control focused in the build's HTML, lost as React drew over it, is focused again.
    useLayoutEffect(() => {
      const selector = focused.current;
      focused.current = undefined;
      if (!Part || !selector || (document.activeElement && document.activeElement !== document.body)) return;
      ref.current?.querySelector<HTMLElement>(selector)?.focus({ preventScroll: true });
    }, [Part]);

    if (start === 'whole') {
      return (
        <div id={id}>
          <Suspense fallback={fallback}>
            <Whole {...props} />
          </Suspense>
        </div>
      );
    }
    if (Part) {
      return (
        <div id={id} ref={ref}>
          <Part {...props} />
        </div>
      );
    }
    if (start === 'kept') {
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant, never content: React leaves the children (the build's HTML) alone.
      return <div id={id} ref={ref} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_THE_BUILDS_HTML} />;
    }
    // The fallback holds the part's height: the page does not shrink under someone scrolling to its end.
    return (
      <div id={id} ref={ref} style={{ minHeight: height }}>
        {fallback}
      </div>
    );
  }
  return NearViewport;
}

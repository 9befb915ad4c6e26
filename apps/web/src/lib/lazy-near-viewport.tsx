import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { loadNamed, type NamedModule } from './lazy-named';

/** How far outside the screen a part starts loading: half a screen, so that it is ready when scrolled to. */
const LOAD_AHEAD = '50% 0px';
const LOAD_AHEAD_SCREENS = 0.5;
/** The build's prerender has no document: there the part is drawn whole, waited for as any lazy part. */
const IN_BUILD = typeof document === 'undefined';
/** Given to the box of a part the build drew: React then leaves the box's children, the build's HTML, alone. */
const KEEP_THE_BUILDS_HTML = { __html: '' };
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * How a part starts: `whole` loaded at once (and, in a prerendered page, hydrated as any lazy part),
 * where the build draws it or where it is already near the screen; `kept`, the build's HTML kept until
 * it is near; `fallback`, in a page the app draws itself.
 */
type Start = 'whole' | 'kept' | 'fallback';

/** Whether the build's HTML of a part is near the screen. */
function nearTheScreen(box: HTMLElement): boolean {
  const { top, bottom } = box.getBoundingClientRect();
  return top < window.innerHeight * (1 + LOAD_AHEAD_SCREENS) && bottom > -window.innerHeight * LOAD_AHEAD_SCREENS;
}

type PartOptions = {
  /** Drawn by a page the app renders itself until the part has loaded. */
  fallback: ReactNode;
  /** About how tall the part is on a phone, in pixels: the space its fallback holds while it loads. */
  height: number;
};

/**
 * A part far down the page (`lazyNearViewport(() => import('./footer'), 'Footer', { fallback: null, height: 480 })`),
 * loaded only once it comes within half a screen of the viewport, or is focused or touched: on a slow
 * phone the first seconds go to what is on the screen.
 *
 * In a prerendered page, a part already near the screen is hydrated as any lazy part. One further
 * down keeps the build's HTML as it is, not hydrated, and is drawn over by React once it has loaded
 * (focus kept on the same control). It is not left as a Suspense boundary waiting to hydrate: React
 * holds back a transition (the session check's end, a navigation) that changes a context above such a
 * boundary until the boundary has hydrated, which would be until the part is scrolled to. A page the
 * app draws itself shows `fallback` until the part is near.
 * Its chunk counts as page work (lib/page-work.ts) only once asked for: a page whose footer is far
 * below has settled without it.
 */
export function lazyNearViewport<P extends object, K extends string>(
  load: () => Promise<NamedModule<P, K>>,
  name: K,
  { fallback, height }: PartOptions,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    loading ??= loadNamed(load, name).then((module) => {
      loaded = module.default;
      return loaded;
    });
    return loading;
  };
  const Whole = lazy(() => loadOnce().then((Loaded) => ({ default: Loaded })));

  function NearViewport(props: P) {
    const id = useId();
    // Decided in the first render. The box the build drew is found by its id only while React hydrates
    // the page (an id made in the browser is spelled otherwise). Nothing here may update this component
    // while a part started whole waits to hydrate: React would draw the part again instead.
    const [start] = useState<Start>(() => {
      if (IN_BUILD) return 'whole';
      const builtBox = document.getElementById(id);
      if (!builtBox) return 'fallback';
      return nearTheScreen(builtBox) ? 'whole' : 'kept';
    });
    const [Part, setPart] = useState<ComponentType<P> | undefined>(() => loaded);
    const ref = useRef<HTMLDivElement>(null);
    const focusedControl = useRef(-1);

    useEffect(() => {
      const node = ref.current;
      if (start === 'whole' || Part || !node) return;
      let unmounted = false;
      const reached = () => {
        stopWatching();
        void loadOnce().then((Loaded) => {
          if (unmounted) return;
          focusedControl.current = [...node.querySelectorAll(FOCUSABLE)].indexOf(document.activeElement as Element);
          setPart(() => Loaded);
        });
      };
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reached(), {
        rootMargin: LOAD_AHEAD,
      });
      // A control of the build's HTML can be focused from the keyboard or a screen reader without scrolling.
      const events = ['focusin', 'pointerdown'] as const;
      function stopWatching() {
        observer.disconnect();
        for (const event of events) node?.removeEventListener(event, reached);
      }
      observer.observe(node);
      for (const event of events) node.addEventListener(event, reached);
      return () => {
        unmounted = true;
        stopWatching();
      };
    }, [start, Part]);

    // The control focused in the build's HTML is focused again in the part drawn over it.
    useLayoutEffect(() => {
      if (!Part || focusedControl.current < 0) return;
      const control = ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[focusedControl.current];
      focusedControl.current = -1;
      control?.focus({ preventScroll: true });
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

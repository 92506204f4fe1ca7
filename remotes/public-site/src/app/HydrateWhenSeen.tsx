import {
  createContext,
  type ReactNode,
  type RefObject,
  Suspense,
  use,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';

/**
 * Hydration of what is out of view, when it comes into view (see docs/decisions/0016-hydration-when-seen.md: Lighthouse's total blocking
 * time was mostly React hydrating sections nobody had scrolled to yet).
 *
 * A part of the server-rendered page wrapped in `HydrateWhenSeen` stays as the server's HTML —
 * visible, its links plain links that the site's click handler already navigates — until its
 * element comes near the viewport, receives focus or a pointer. Then React hydrates it, adopting
 * the same DOM nodes, so nothing flickers and focus stays where it is. A click on a part not yet
 * hydrated makes React hydrate it at once and replay the click.
 *
 * Only the first render in the browser (hydration) waits: the server renders everything, and a
 * page shown by client-side navigation renders at once.
 */

/** How far outside the viewport a part starts hydrating, so that it is ready when scrolled to. */
const NEAR_VIEW = '300px 0px';

/** A promise that tells React (which reads `status`) that it has settled, as soon as it has. */
type Settling = Promise<void> & { status?: 'fulfilled'; value?: undefined };

interface Seen {
  promise: Settling;
  resolve: () => void;
}

function newSeen(): Seen {
  let done = () => {};
  const promise: Settling = new Promise<void>((resolve) => {
    done = resolve;
  });
  // Marked fulfilled at once, not a microtask later: a focus or pointer event in the band makes
  // React hydrate it synchronously within that same event, and it must not wait then.
  const resolve = () => {
    promise.status = 'fulfilled';
    done();
  };
  return { promise, resolve };
}

/** What a render that does not wait uses, so that `use` is called in every render alike. */
const NOW: Settling = Object.assign(Promise.resolve(), { status: 'fulfilled' as const });

/** Resolves once the element is near the viewport, focused inside or pointed at. */
export function useWhenSeen(ref: RefObject<Element | null>): Promise<void> {
  const [seen] = useState(newSeen);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      seen.resolve();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) seen.resolve();
      },
      { rootMargin: NEAR_VIEW },
    );
    observer.observe(element);
    // Capturing 'focus' catches a focus anywhere inside, like 'focusin', and before React's own
    // handler of that event would try to hydrate the band.
    element.addEventListener('focus', seen.resolve, true);
    element.addEventListener('pointerdown', seen.resolve, true);
    seen.promise.then(() => observer.disconnect());
    return () => {
      observer.disconnect();
      element.removeEventListener('focus', seen.resolve, true);
      element.removeEventListener('pointerdown', seen.resolve, true);
    };
  }, [ref, seen]);
  return seen.promise;
}

/**
 * False while the site renders on the server (SiteApp sets it from its `ssrPath`): only the
 * browser waits, and tests that render the server's HTML in jsdom have a `document` too.
 */
export const InTheBrowser = createContext(false);

const subscribeToNothing = () => () => {};

/** True while React hydrates this component (and on the server), false in a client render. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

function UntilSeen({ seen, children }: { seen: Promise<void>; children: ReactNode }) {
  const inTheBrowser = useContext(InTheBrowser);
  const hydrating = useHydrating();
  use(inTheBrowser && hydrating ? seen : NOW);
  return children;
}

/** Hydrates `children` once `seen` (from `useWhenSeen` on their element) has resolved. */
export function HydrateWhenSeen({ seen, children }: { seen: Promise<void>; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <UntilSeen seen={seen}>{children}</UntilSeen>
    </Suspense>
  );
}

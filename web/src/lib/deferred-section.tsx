import {
  memo,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { runWhenIdle } from './idle-queue.ts';
import { openWhenNear, type NearGate } from './near-gate.ts';
import { preloadableLazy } from './preloadable-lazy.ts';
import { isFirstHydration } from './server-state.ts';

const preloads = new Set<() => Promise<void>>();
/** The deferred sections of the server-rendered page that have not hydrated yet. */
const hydrating = new Set<Promise<void>>();

/** Renders nothing; its effect runs when the Suspense boundary around it has hydrated. */
function HydrationSignal({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * Whether a section hydrates only near the screen: always (true), never (false), or on screens that match a media
 * query (a part the server renders as a phone shows it, which a wide screen must see hydrated at once).
 */
export type NearOption = boolean | string;

function waitsUntilNear(option: NearOption): boolean {
  return typeof option === 'string' ? window.matchMedia(option).matches : option;
}

/** Suspends its boundary's hydration until the gate opens: React keeps the server's HTML until then. */
function WaitForGate({ gate }: { gate: NearGate | null }) {
  if (gate) use(gate.opened);
  return null;
}

/**
 * Hydrates its children in a pass of their own, after the rest of the server-rendered page: a Suspense boundary,
 * which React hydrates in slices, yielding to the browser between them, instead of in one long task that holds
 * every tap. Until it has hydrated, what only the browser knows waits (deferredSectionsHydrated); a tap inside
 * it makes React hydrate it first.
 *
 * `untilNear`: a section far down the page hydrates only when it comes near the screen or is touched or focused
 * (near-gate.ts), and the stored values do not wait for it: its parts read them with useStoredVar. A shopper who
 * never scrolls there never pays for it.
 */
export function HydrateLater({ children, untilNear = false }: { children: ReactNode; untilNear?: NearOption }) {
  const hydrated = useRef(() => {});
  const anchor = useRef<HTMLTemplateElement>(null);
  const [gate] = useState(() => (isFirstHydration() && waitsUntilNear(untilNear) ? openWhenNear() : null));
  // Read so that a navigation renders this again (the section's links read the router's context too): React must
  // hydrate the section before it can show the next page, and the gate opens here, before React comes to it.
  useLocation();
  gate?.updated();
  // The gate watches the section's first element, the one after the anchor, which is outside the boundary.
  useLayoutEffect(() => gate?.watch(anchor.current?.nextElementSibling ?? null), [gate]);
  // Layout effects run with the page's first commit, before the boundary hydrates and before the app's effects:
  // the app then knows to wait for it (deferredSectionsHydrated).
  useLayoutEffect(() => {
    if (gate || !isFirstHydration()) return;
    let resolve = () => {};
    const done = new Promise<void>((settle) => (resolve = settle));
    hydrating.add(done);
    hydrated.current = () => {
      hydrating.delete(done);
      resolve();
    };
    return () => hydrated.current();
  }, [gate]);
  return (
    <>
      {untilNear !== false && <template ref={anchor} />}
      <Suspense fallback={null}>
        <WaitForGate gate={gate} />
        {children}
        <HydrationSignal
          onHydrated={() => {
            hydrated.current();
            gate?.hydrated();
          }}
        />
      </Suspense>
    </>
  );
}

/**
 * A part of a page below its first screen whose script loads after the page's: React.lazy, hydrated later
 * (HydrateLater). A server-rendered page shows the part's HTML at once and React makes it interactive when its
 * script has come, so it does not count before the page is interactive.
 *
 * The server loads every such part before rendering (loadDeferredSections) and hands it to React as already
 * resolved, so the page's HTML holds the part in place: React would otherwise stream it after the shell with an
 * inline script, which the Content-Security-Policy forbids.
 *
 * `untilNear`: it hydrates only when it comes near the screen (HydrateLater).
 *
 * Memoised: a parent that re-renders before the section has hydrated (the layout when the customer arrives) would
 * hand its boundary new children, and React then drops the server's HTML of a section whose script has not come
 * yet and renders it afresh in the browser.
 */
export function deferredSection<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { untilNear = false }: { untilNear?: NearOption } = {},
) {
  const { Component: Section, preload } = preloadableLazy(load);
  preloads.add(preload);

  return memo(function DeferredSection(props: Props) {
    // A section that waits until near loads its script all the same, at the page's first idle moment (not in the
    // hydration's effects, a long task): a tap that opens its gate must find the script here, for React to
    // hydrate the section within that tap.
    useEffect(() => {
      if (untilNear !== false) return runWhenIdle(() => void preload().catch(() => {}));
    }, []);
    return (
      <HydrateLater untilNear={untilNear}>
        <Section {...props} />
      </HydrateLater>
    );
  });
}

/** Loads every deferred section the loaded modules declare (server rendering, before each page). */
export async function loadDeferredSections(): Promise<void> {
  await Promise.all([...preloads].map((preload) => preload()));
}

/**
 * Resolves when the deferred sections of the server-rendered page have hydrated, except those that wait until
 * near (their parts read the stored values with useStoredVar): until then, what the browser alone knows (the cart,
 * the lists in localStorage) must wait, as React hydrates a section against the HTML the server rendered without it.
 */
export async function deferredSectionsHydrated(): Promise<void> {
  // A boundary inside another one registers when the outer one hydrates: wait until none is left.
  while (hydrating.size > 0) await Promise.all([...hydrating]);
}

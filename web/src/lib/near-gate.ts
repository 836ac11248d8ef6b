/**
 * When a section of a server-rendered page far down the page may hydrate (HydrateLater untilNear): when it comes
 * within NEAR_MARGIN of the screen, or the shopper touches, clicks, focuses or types inside it first.
 */
export interface NearGate {
  /** Fulfils when the section may hydrate; React's `use` reads it at once from then on (its status). */
  opened: Promise<void>;
  /** Watches the section's element (none: it rendered nothing, and the gate opens); returns the clean-up. */
  watch(element: Element | null): () => void;
  /**
   * The section's parent renders again after the page's first commit (watch() has run): React has an update for
   * the section (new props, or a context it reads, such as the router's on every navigation), which it can only
   * apply to a hydrated section. The gate opens rather than hold the update back (a navigation would wait for
   * good) or have React drop the section's HTML and show nothing in its place.
   */
  updated(): void;
  /** The section has hydrated: a click it held (below) is handed to it now. */
  hydrated(): void;
}

/** How far from the screen a section starts to hydrate: half a phone's screen, so scrolling mostly finds it live. */
export const NEAR_MARGIN = '400px 0px';

/**
 * Listened on the window in the capture phase, so they run before React's listener on the root: a tap's own
 * pointerdown opens the gate, and React then hydrates the section at once and hands it the tap.
 */
const INTERACTIONS = ['pointerdown', 'touchstart', 'mousedown', 'focusin', 'keydown', 'click'] as const;

/** A section watched from its first render until it has hydrated. */
interface WatchedSection {
  open(): void;
  /** Keeps a click the section cannot take yet (it has not hydrated), to hand it over once it has. */
  hold(target: Element): void;
}

const watched = new Map<Element, WatchedSection>();
let observer: IntersectionObserver | undefined;

/**
 * A click inside a section whose gate has opened but which has not hydrated (its script has not come: React cannot
 * hydrate it within the tap, and drops the click) is stopped here and handed to the section once it has hydrated,
 * so the shopper's tap is never lost.
 */
function onInteraction(event: Event) {
  const target = event.target;
  if (!(target instanceof Element)) return;
  for (const [element, section] of watched) {
    if (!element.contains(target)) continue;
    section.open();
    // A section is watched only until it has hydrated: a click inside one is a click it cannot take yet.
    if (event.type === 'click') {
      section.hold(target);
      event.preventDefault();
      event.stopPropagation();
    }
  }
}

function sectionObserver(): IntersectionObserver {
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) watched.get(entry.target)?.open();
      },
      { rootMargin: NEAR_MARGIN },
    );
    // Passive but for the click, which may be held: a listener that could cancel a touch would delay scrolling.
    for (const type of INTERACTIONS) {
      window.addEventListener(type, onInteraction, { capture: true, passive: type !== 'click' });
    }
  }
  return observer;
}

type Thenable = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };

export function openWhenNear(): NearGate {
  let resolve = () => {};
  const opened: Thenable = new Promise<void>((settle) => (resolve = settle));
  let element: Element | null = null;
  let watching = false;
  let heldClick: Element | null = null;
  const stopWatching = () => {
    if (!element) return;
    watched.delete(element);
    observer?.unobserve(element);
    element = null;
  };
  const open = () => {
    if (opened.status === 'fulfilled') return;
    // Marked fulfilled now, not in a microtask: React may try to hydrate the section within this very event.
    opened.status = 'fulfilled';
    opened.value = undefined;
    if (element) observer?.unobserve(element);
    resolve();
  };
  const hold = (target: Element) => void (heldClick = target);
  return {
    opened,
    updated() {
      if (watching) open();
    },
    hydrated() {
      stopWatching();
      const target = heldClick;
      heldClick = null;
      // React keeps the server's elements when it hydrates: the one clicked is still there, now with its handlers.
      if (target?.isConnected && target instanceof HTMLElement) target.click();
    },
    watch(first) {
      watching = true;
      // A template is the next section's anchor: this one rendered no element of its own.
      if (!first || first instanceof HTMLTemplateElement || typeof IntersectionObserver === 'undefined') {
        open();
        return () => {};
      }
      element = first;
      watched.set(first, { open, hold });
      sectionObserver().observe(first);
      return stopWatching;
    },
  };
}

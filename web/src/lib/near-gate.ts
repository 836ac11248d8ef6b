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
}

/** How far from the screen a section starts to hydrate: half a phone's screen, so scrolling mostly finds it live. */
export const NEAR_MARGIN = '400px 0px';

/**
 * Listened on the window in the capture phase, so they run before React's listener on the root: a tap's own
 * pointerdown opens the gate, and React then hydrates the section at once and hands it the tap.
 */
const INTERACTIONS = ['pointerdown', 'touchstart', 'mousedown', 'focusin', 'keydown', 'click'] as const;

const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

function onInteraction(event: Event) {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const [element, open] of waiting) if (element.contains(target)) open();
}

function sectionObserver(): IntersectionObserver {
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) waiting.get(entry.target)?.();
      },
      { rootMargin: NEAR_MARGIN },
    );
    for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { capture: true, passive: true });
  }
  return observer;
}

type Thenable = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };

export function openWhenNear(): NearGate {
  let resolve = () => {};
  const opened: Thenable = new Promise<void>((settle) => (resolve = settle));
  let watched: Element | null = null;
  let watching = false;
  const stopWatching = () => {
    if (!watched) return;
    waiting.delete(watched);
    observer?.unobserve(watched);
    watched = null;
  };
  const open = () => {
    if (opened.status === 'fulfilled') return;
    // Marked fulfilled now, not in a microtask: React may try to hydrate the section within this very event.
    opened.status = 'fulfilled';
    opened.value = undefined;
    stopWatching();
    resolve();
  };
  return {
    opened,
    updated() {
      if (watching) open();
    },
    watch(element) {
      watching = true;
      // A template is the next section's anchor: this one rendered no element of its own.
      if (!element || element instanceof HTMLTemplateElement || typeof IntersectionObserver === 'undefined') {
        open();
        return () => {};
      }
      watched = element;
      waiting.set(element, open);
      sectionObserver().observe(element);
      return stopWatching;
    },
  };
}

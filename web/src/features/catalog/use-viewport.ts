import { useSyncExternalStore } from 'react';
import { MEDIUM_MIN_WIDTH, WIDE_MIN_WIDTH, type Viewport } from './layout.ts';

const queries = [`(min-width: ${MEDIUM_MIN_WIDTH}px)`, `(min-width: ${WIDE_MIN_WIDTH}px)`];

function subscribe(onChange: () => void): () => void {
  const lists = queries.map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

function snapshot(): Viewport {
  if (window.matchMedia(queries[1]!).matches) return 'wide';
  return window.matchMedia(queries[0]!).matches ? 'medium' : 'small';
}

/** The layout breakpoint the window is in, following resizes. */
export function useViewport(): Viewport {
  return useSyncExternalStore(subscribe, snapshot, () => 'wide');
}

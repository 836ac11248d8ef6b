import { useSyncExternalStore } from 'react';
import { renderedOnServer } from './server-state.ts';

/** The stored values are in their variables once the App marks the page hydrated (data-hydrated, app.tsx). */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
  return () => observer.disconnect();
}

const restored = () => !renderedOnServer() || document.documentElement.dataset.hydrated === 'true';

/**
 * False while the page still shows what the server rendered (no cart, no stored user): on the server, and in the
 * browser until a server-rendered page has hydrated and restored the stored values; true from then on. Kept out of
 * the initial script: only the pages that wait for the stored values load it.
 */
export function useStoredValuesRestored(): boolean {
  return useSyncExternalStore(subscribe, restored, () => false);
}

import type { Messages } from '@lingui/core';
import type { Locale } from '@store/domain';
import { CATALOGUE_ID } from './catalogue-id.ts';

/** The page's compiled messages: from the page itself (the gateway puts them in), or else as their own chunk. */
export async function loadCatalogue(locale: Locale): Promise<Messages> {
  const element = document.getElementById(CATALOGUE_ID);
  if (element?.textContent) {
    try {
      return JSON.parse(element.textContent) as Messages;
    } catch {
      // A damaged element: compile it here instead.
    }
  }
  return (await import('./catalogue-fallback.ts')).compiledCatalogue(locale);
}

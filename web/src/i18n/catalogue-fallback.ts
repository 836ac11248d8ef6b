import type { Messages } from '@lingui/core';
import type { Locale } from '@store/domain';

/**
 * The language's compiled catalogue as a chunk of its own: for a page that came without its messages (a render
 * that failed and was served as the shell, `vite dev`). Only the page's language loads.
 */
export async function compiledCatalogue(locale: Locale): Promise<Messages> {
  return (locale === 'ar' ? await import('virtual:catalogue/ar') : await import('virtual:catalogue/en')).default;
}

import type { Locale } from '@store/domain';
// The build's own URL of the file (dist/client/assets/…-<hash>.woff2), the one fonts.css's @font-face names.
import arabicRegular from '../../.cache/fonts/ibm-plex-sans-arabic-400.woff2?url&no-inline';

/**
 * The head elements that fetch a language's own face before the stylesheet asks for it: on Arabic pages, the Arabic
 * face's regular weight, which draws most of their text. With `font-display: optional`, a face that comes after
 * the first paint is not used on that page, and a first Arabic page would read in the system's Arabic face. English
 * pages have none: their faces are preloaded by index.html, and the Arabic face is never fetched for them.
 */
const FACE_PRELOADS: Record<Locale, string> = {
  en: '',
  ar: `<link rel="preload" href="${arabicRegular}" as="font" type="font/woff2" crossorigin>`,
};

export const facePreload = (locale: Locale) => FACE_PRELOADS[locale];

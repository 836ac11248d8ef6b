import SHIPPED_AR from './page-texts/ar.json' with { type: 'json' };
import SHIPPED_EN from './page-texts/en.json' with { type: 'json' };
import type { Locale } from './locale.ts';

/**
 * The texts of the About, FAQ and policy pages, which staff may rewrite in the back office, English and Arabic side
 * by side. The shop ships its own wording (page-texts/{en,ar}.json, ICU messages: the shop's figures, such as the
 * return window, are values like `{days}`, never written out); a text staff saved replaces it key by key.
 *
 * Not exported from the package's main entry: the web client compiles the shipped wording into its catalogues at
 * build time and never downloads this module. The backend and the web's build import `@store/domain/page-texts`.
 */

/** The pages whose texts are editable, each with the prefix of its keys. */
export const CONTENT_PAGES = {
  ABOUT: 'about.',
  FAQ: 'faq.',
  TERMS: 'terms.',
  PRIVACY: 'privacy.',
  RETURNS: 'returnsPolicy.',
  SHIPPING: 'shippingPolicy.',
} as const;
export type ContentPage = keyof typeof CONTENT_PAGES;

/** The longest text staff may save for one key (a policy's section is a few hundred characters). */
export const PAGE_TEXT_MAX_LENGTH = 4_000;

/** The shop's own wording of every editable key, by language. */
export const SHIPPED_PAGE_TEXTS: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: SHIPPED_EN,
  ar: SHIPPED_AR,
};

/** The most texts one page has: the longest answer a page's text list can be. */
export const PAGE_TEXTS_MAX_PER_PAGE = Math.max(
  ...Object.values(CONTENT_PAGES).map(
    (prefix) => Object.keys(SHIPPED_EN).filter((key) => key.startsWith(prefix)).length,
  ),
);

export function isContentPage(value: unknown): value is ContentPage {
  return typeof value === 'string' && Object.hasOwn(CONTENT_PAGES, value);
}

/** The page a key belongs to, or null when the key is not an editable page text. */
export function pageOfText(key: string): ContentPage | null {
  if (!Object.hasOwn(SHIPPED_EN, key)) return null;
  const page = Object.entries(CONTENT_PAGES).find(([, prefix]) => key.startsWith(prefix));
  return page ? (page[0] as ContentPage) : null;
}

/** The page's editable keys, in the order the page shows them. */
export function pageTextKeys(page: ContentPage): string[] {
  return Object.keys(SHIPPED_EN).filter((key) => key.startsWith(CONTENT_PAGES[page]));
}

/** `<name>…</name>` and `<name/>`: where the page puts a link or a component (the store's e-mail, a page link). */
export function pageTextTags(text: string): Set<string> {
  return new Set([...text.matchAll(/<\/?(\w+)\s*\/?>/g)].map((match) => match[1] ?? ''));
}

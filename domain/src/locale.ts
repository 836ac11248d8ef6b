/** The shop's languages: English at today's URLs (the default), Arabic under /ar, right to left (issue 21). */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Whether a value is one of the shop's languages, as the backend stores them ('en', 'ar'). */
export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** The path prefix of Arabic pages; English pages have none. */
export const ARABIC_PREFIX = '/ar';

/** What `Intl` formats with: Arabic words and plural rules with Latin digits, as UAE prices are written. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-AE', ar: 'ar-AE-u-nu-latn' };

/** Open Graph's og:locale of each language. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_AE', ar: 'ar_AE' };

export const textDirection = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

/** The language of a page's path: /ar and /ar/… are Arabic (not /arabic), everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === ARABIC_PREFIX || pathname.startsWith(`${ARABIC_PREFIX}/`) ? 'ar' : 'en';
}

/** The path without its language prefix: /ar/contact → /contact, /ar → /. */
export function pathWithoutLocale(pathname: string): string {
  return localeOfPath(pathname) === 'ar' ? pathname.slice(ARABIC_PREFIX.length) || '/' : pathname;
}

/** A language-neutral path (/contact) as the page in `locale`: /contact or /ar/contact; / becomes /ar. */
export function localizedPath(pathname: string, locale: Locale): string {
  if (locale === 'en') return pathname;
  return pathname === '/' ? ARABIC_PREFIX : `${ARABIC_PREFIX}${pathname}`;
}

/** The same page in the other language, query kept: /ar/contact?x=1 ↔ /contact?x=1. */
export function pathInLocale(pathAndQuery: string, locale: Locale): string {
  const queryStart = pathAndQuery.search(/[?#]/);
  const pathname = queryStart === -1 ? pathAndQuery : pathAndQuery.slice(0, queryStart);
  const rest = queryStart === -1 ? '' : pathAndQuery.slice(queryStart);
  return localizedPath(pathWithoutLocale(pathname), locale) + rest;
}

/**
 * The first of the shop's languages in a browser's list (`navigator.languages`, which orders Accept-Language), or
 * null when it names neither: ['ar-AE', 'en'] → 'ar', ['fr', 'en-GB'] → 'en'.
 */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const primary = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (primary === 'ar' || primary === 'en') return primary;
  }
  return null;
}

/** A year: the language the shopper chose (the switch, or declining the suggestion) outlives the visit. */
const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** What follows `lang=<locale>` in the cookie (the boot script writes it before the app runs: early-taps.ts). */
export const LANGUAGE_COOKIE_ATTRIBUTES = `; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;

/** The `lang` cookie that keeps the shopper's choice, as `document.cookie` takes it. */
export const languageCookie = (locale: Locale) => `lang=${locale}${LANGUAGE_COOKIE_ATTRIBUTES}`;

/** The language a Cookie header (or `document.cookie`) says the shopper chose, or null. */
export function chosenLocale(cookies: string): Locale | null {
  const match = /(?:^|;\s*)lang=(en|ar)(?:;|$)/.exec(cookies);
  return match ? (match[1] as Locale) : null;
}

/**
 * The request header by which the web client tells the gateway its page's language ('ar' or 'en'; anything
 * else reads as English). Answers that depend on it vary on it (HTTP `Vary`, the response cache's key).
 */
export const LANGUAGE_HEADER = 'x-shop-language';

/** The language a request's LANGUAGE_HEADER names: Arabic only for exactly 'ar'. */
export function languageOfHeader(value: string | readonly string[] | undefined | null): 'en' | 'ar' {
  return value === 'ar' ? 'ar' : 'en';
}

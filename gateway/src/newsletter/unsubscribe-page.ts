import { localizedPath, textDirection, type Locale } from '@store/domain';
import ar from './catalogues/ar.json' with { type: 'json' };
import en from './catalogues/en.json' with { type: 'json' };

/**
 * The unsubscribe link's pages, in the subscription's language: the words are catalogues/{en,ar}.json (plain texts,
 * nothing put in), the page is an Arabic document (`lang="ar" dir="rtl"`) in Arabic.
 */

export type UnsubscribeMessageId = keyof typeof en;

export const UNSUBSCRIBE_CATALOGUES: Readonly<Record<Locale, Readonly<Record<UnsubscribeMessageId, string>>>> = {
  en,
  ar,
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(locale: Locale, heading: string, body: string): string {
  const say = UNSUBSCRIBE_CATALOGUES[locale];
  const html = locale === 'en' ? '<html lang="en">' : `<html lang="${locale}" dir="${textDirection(locale)}">`;
  return `<!doctype html>${html}<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading}</title></head><body style="font-family:sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>${heading}</h1>${body}<p><a href="${localizedPath('/', locale)}">${say.backToShop}</a></p></body></html>`;
}

/** Opening the link: one button that posts the token back to `action`. */
export function askPage(locale: Locale, action: string, token: string): string {
  const say = UNSUBSCRIBE_CATALOGUES[locale];
  return page(
    locale,
    say['ask.title'],
    `<form method="post" action="${action}"><input type="hidden" name="token" value="${escapeHtml(token)}"><p>${say.noMore}</p><button type="submit">${say['ask.button']}</button></form>`,
  );
}

export function donePage(locale: Locale): string {
  const say = UNSUBSCRIBE_CATALOGUES[locale];
  return page(locale, say['done.title'], `<p>${say.noMore}</p>`);
}

export function notValidPage(locale: Locale): string {
  const say = UNSUBSCRIBE_CATALOGUES[locale];
  return page(locale, say['notValid.title'], `<p>${say['notValid.text']}</p>`);
}

import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  CURRENCY,
  formatAed,
  formatLocalDate,
  INTL_LOCALE,
  isLocale,
  LOCALES,
  localizedPath,
  textDirection,
  type Locale,
} from '@store/domain';
import ar from './catalogues/ar.json' with { type: 'json' };
import en from './catalogues/en.json' with { type: 'json' };

/**
 * The shopper mails' words in each language: one ICU catalogue per language (catalogues/*.json) through Lingui, as
 * the web client's (web/src/i18n/), compiled once when the backend starts. Amounts and dates go in already
 * formatted: English as the mails always wrote them, Arabic through `Intl` with the domain's INTL_LOCALE.
 */

export type MailMessageId = keyof typeof en;

export const MAIL_CATALOGUES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = { en, ar };

function compile(source: Readonly<Record<string, string>>): Messages {
  return Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessage(message)]));
}

const RUNTIMES = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: compile(MAIL_CATALOGUES[locale]) } }),
  ]),
) as Record<Locale, I18n>;

/** A language as stored on an account, order or subscription; anything else (never written) reads as English. */
export function mailLocale(language: string | null | undefined): Locale {
  return isLocale(language) ? language : 'en';
}

const arabicMoney = new Intl.NumberFormat(INTL_LOCALE.ar, { style: 'currency', currency: CURRENCY });
const arabicDate = new Intl.DateTimeFormat(INTL_LOCALE.ar, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Dubai',
});

/** The kinds of the domain's values the catalogues name, each message id being `kind.value` ('colour.Black'). */
export type NamedKind = 'colour' | 'emirate' | 'cancelReason' | 'returnReason' | 'returnMethod' | 'refundMethod';

export interface MailWords {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  /** The message `id` with its values put in. */
  t(id: MailMessageId, values?: Record<string, unknown>): string;
  /** An amount in fils: 'AED 139.98' in English; in Arabic as `Intl` writes dirhams, with Latin digits. */
  money(fils: number): string;
  /** A Dubai calendar date ('2030-12-03'): '3 Dec 2030' in English, '3 ديسمبر 2030' in Arabic. */
  date(localDate: string): string;
  /** A domain value (a colour, an emirate, a reason…) in this language; one the catalogue does not name, as given. */
  named(kind: NamedKind, value: string): string;
  /** A link to a page of the shop in this language: /ar/… for Arabic. */
  link(publicUrl: string, path: string): string;
}

export function mailWords(language: string | null | undefined): MailWords {
  const locale = mailLocale(language);
  const i18n = RUNTIMES[locale];
  const arabic = locale === 'ar';
  return {
    locale,
    dir: textDirection(locale),
    t: (id, values) => i18n._(id, values),
    money: (fils) => (arabic ? arabicMoney.format(fils / 100) : `${CURRENCY} ${formatAed(fils)}`),
    date: (localDate) => (arabic ? arabicDateOf(localDate) : formatLocalDate(localDate)),
    named: (kind, value) => {
      const id = `${kind}.${value}`;
      return Object.hasOwn(MAIL_CATALOGUES[locale], id) ? i18n._(id) : value;
    },
    link: (publicUrl, path) => `${publicUrl}${localizedPath(path, locale)}`,
  };
}

function arabicDateOf(localDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(localDate)) return localDate;
  // Noon in Dubai: the same calendar day in the Dubai time zone the formatter uses.
  const noon = new Date(`${localDate}T12:00:00+04:00`);
  return Number.isNaN(noon.getTime()) ? localDate : arabicDate.format(noon);
}

import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { INTL_LOCALE, type Locale } from '@store/domain';
import { createContext, use, type ReactNode } from 'react';
import type { MessageId } from './message-id.ts';

/** Lingui's runtime for one language: numbers, prices and plurals through `Intl` with the language's locale. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: messages } });
}

interface Translation {
  locale: Locale;
  i18n: I18n;
}

const I18nContext = createContext<Translation | null>(null);

/** The page's language for everything below: one per page load (changing language loads the other page). */
export function I18nProvider({ locale, i18n, children }: Translation & { children: ReactNode }) {
  return <I18nContext value={{ locale, i18n }}>{children}</I18nContext>;
}

export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

/** The page's language and `t(id, values)`, its message with the values put in (ICU: plurals, numbers). */
export function useTranslation(): { locale: Locale; t: Translate } {
  const translation = use(I18nContext);
  if (!translation) throw new Error('useTranslation outside I18nProvider');
  const { locale, i18n } = translation;
  return { locale, t: (id, values) => i18n._(id, values) };
}

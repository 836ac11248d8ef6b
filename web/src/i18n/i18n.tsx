import type { Messages } from '@lingui/core';
import { INTL_LOCALE, type Locale } from '@store/domain';
import { createContext, use, type ReactNode } from 'react';
import { formatMessage } from './format-message.ts';
import type { MessageId } from './message-id.ts';

/** One language's compiled messages and how to write them (plurals through `Intl` in the language's locale). */
export interface I18n {
  /** The message `id` with `values` put in; an unknown id comes back as it is. */
  _(id: string, values?: Record<string, unknown>): string;
}

/** The page's language runtime: the messages compiled at build time (Lingui's format), written by formatMessage. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  const intlLocale = INTL_LOCALE[locale];
  return { _: (id, values) => formatMessage(messages[id] ?? id, values, intlLocale) };
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

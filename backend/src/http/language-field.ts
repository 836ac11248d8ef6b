import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@store/domain';
import { HttpError } from './errors.ts';

/**
 * The shopper's language in a request ('en' or 'ar'); absent or null is English, so clients from before the
 * field still work. Anything else is the caller's mistake: a 400 with a message, never a silent English.
 */
export function languageField(value: unknown): Locale {
  if (value === undefined || value === null) return DEFAULT_LOCALE;
  if (isLocale(value)) return value;
  throw new HttpError(400, `language must be one of: ${LOCALES.join(', ')}.`);
}

import type { Locale } from '@store/domain';

/**
 * The schema's Language enum values. Spelt here rather than imported from the generated resolver types, which
 * import the context and with it the datasources that use these.
 */
export type LanguageValue = 'EN' | 'AR';

/** The schema's Language (EN, AR) as the backend stores it: the domain's Locale ('en', 'ar'). */
export const localeOf = (language: LanguageValue | null | undefined): Locale => (language === 'AR' ? 'ar' : 'en');

/** A language the backend answered ('en', 'ar') as the schema's; undefined for anything else (or none). */
export function languageOf(value: unknown): LanguageValue | undefined {
  if (value === 'ar') return 'AR';
  if (value === 'en') return 'EN';
  return undefined;
}

import type { Locale } from '@store/domain';
import type { Language } from '../__generated__/resolvers-types.ts';

/** The schema's Language (EN, AR) as the backend stores it: the domain's Locale ('en', 'ar'). */
export const localeOf = (language: Language | null | undefined): Locale => (language === 'AR' ? 'ar' : 'en');

/** A language the backend answered ('en', 'ar') as the schema's; undefined for anything else (or none). */
export function languageOf(value: unknown): Language | undefined {
  if (value === 'ar') return 'AR';
  if (value === 'en') return 'EN';
  return undefined;
}

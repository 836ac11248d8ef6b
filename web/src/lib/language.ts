import type { Locale } from '@store/domain';
import type { Language } from '@/__generated__/graphql.ts';

/** The page's language as the schema's Language, for the requests that keep it (order, account, subscription). */
export const languageOf = (locale: Locale): Language => (locale === 'ar' ? 'AR' : 'EN');

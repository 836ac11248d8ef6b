import { chosenLocale, preferredLocale, type Locale } from '@store/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/i18n.tsx';

/** Its own chunk, loaded only for a browser it has something to say to. */
const LanguageSuggestion = lazy(async () => ({
  default: (await import('./language-suggestion.tsx')).LanguageSuggestion,
}));

/** An English page, a browser that prefers Arabic, and a shopper who has not chosen a language yet. */
export function shouldSuggestArabic(locale: Locale, cookies: string, languages: readonly string[]): boolean {
  return locale === 'en' && !chosenLocale(cookies) && preferredLocale(languages) === 'ar';
}

/**
 * Where the Arabic suggestion shows. Only the browser knows its languages and cookies: the server and the
 * hydrating render show nothing, and most visitors never load the suggestion's code.
 */
export function SuggestArabic() {
  const { locale } = useTranslation();
  const [suggest, setSuggest] = useState(false);
  useEffect(() => {
    setSuggest(shouldSuggestArabic(locale, document.cookie, navigator.languages));
  }, [locale]);
  if (!suggest) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSuggestion />
    </Suspense>
  );
}

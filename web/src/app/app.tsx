import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ARABIC_PREFIX, type Locale } from '@store/domain';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { I18nProvider, type I18n } from '@/i18n/i18n.tsx';
import { deferredSectionsHydrated } from '@/lib/deferred-section.tsx';
import { whenQuiet } from '@/lib/idle-queue.ts';
import { restorePersistedVars } from '@/lib/persisted-var.ts';
import { AppRoutes } from './router.tsx';

/** The router's basename of a language: Arabic pages are the same routes under /ar. */
export const routerBasename = (locale: Locale) => (locale === 'ar' ? ARABIC_PREFIX : undefined);

export function App({ client, locale, i18n }: { client: ApolloClient; locale: Locale; i18n: I18n }) {
  // After hydration, the page's deferred sections included (or the first render): the cart, lists and user kept
  // in localStorage come in, and the page says it is interactive (a server-rendered page shows before its
  // buttons work). Once the main thread is next idle, after the work queued so far, the page is settled and its
  // decorative motion (the promotions' marquee) starts.
  useEffect(() => {
    void deferredSectionsHydrated().then(() => {
      restorePersistedVars();
      document.documentElement.dataset.hydrated = 'true';
      whenQuiet(() => {
        document.documentElement.dataset.settled = 'true';
      });
    });
  }, []);
  return (
    <I18nProvider locale={locale} i18n={i18n}>
      <ApolloProvider client={client}>
        <BrowserRouter basename={routerBasename(locale)}>
          <AppRoutes />
        </BrowserRouter>
      </ApolloProvider>
    </I18nProvider>
  );
}

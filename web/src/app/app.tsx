import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { deferredSectionsHydrated } from '@/lib/deferred-section.tsx';
import { restorePersistedVars } from '@/lib/persisted-var.ts';
import { AppRoutes } from './router.tsx';

export function App({ client }: { client: ApolloClient }) {
  // After hydration, the page's deferred sections included (or the first render): the cart, lists and user kept
  // in localStorage come in, and the page says it is interactive (a server-rendered page shows before its
  // buttons work).
  useEffect(() => {
    void deferredSectionsHydrated().then(() => {
      restorePersistedVars();
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return (
    <ApolloProvider client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ApolloProvider>
  );
}

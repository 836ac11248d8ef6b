import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { restorePersistedVars } from '@/lib/persisted-var.ts';

export function App({ client, router }: { client: ApolloClient; router: ReturnType<typeof createBrowserRouter> }) {
  // After hydration (or the first render): the cart, lists and user kept in localStorage come in, and the
  // page says it is interactive (a server-rendered page shows before its buttons work).
  useEffect(() => {
    restorePersistedVars();
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}

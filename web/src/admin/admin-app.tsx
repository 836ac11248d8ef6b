import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { createAdminApolloClient } from './app/admin-apollo-client.ts';
import { AdminRoutes } from './app/admin-routes.tsx';

/**
 * The back office, loaded only when a page under /admin is opened (app/router.tsx): its own routes, layout and
 * GraphQL client. It shares the design system and the domain rules with the shop, nothing else.
 */
export function AdminApp() {
  const [client] = useState(createAdminApolloClient);
  return (
    <ApolloProvider client={client}>
      <AdminRoutes />
    </ApolloProvider>
  );
}

import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { stylesheetLoaded } from '@/lib/stylesheet.ts';
import adminStylesheet from './admin-styles.css?url';
import { createAdminApolloClient } from './app/admin-apollo-client.ts';
import { AdminRoutes } from './app/admin-routes.tsx';

// Before the back office's first render: it never shows unstyled.
await stylesheetLoaded(adminStylesheet);

/**
 * The back office, loaded only when a page under /admin is opened (app/router.tsx): its own routes, layout and
 * GraphQL client and stylesheet. It shares the design system and the domain rules with the shop, nothing else.
 */
export function AdminApp() {
  const [client] = useState(createAdminApolloClient);
  return (
    <ApolloProvider client={client}>
      <AdminRoutes />
    </ApolloProvider>
  );
}

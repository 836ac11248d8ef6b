import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** One client for the app: same-origin /graphql, the session rides in the httpOnly cookie. */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    cache: new InMemoryCache({
      typePolicies: {
        // Products are identified by id across queries (shop page, product page, cart quote).
        Product: { keyFields: ['id'] },
        Collection: { keyFields: ['name'] },
        Order: { keyFields: ['id'] },
      },
    }),
  });
}

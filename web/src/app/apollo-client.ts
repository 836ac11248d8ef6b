import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { LocalState } from '@apollo/client/local-state';
import { cartVar } from '@/state/cart.ts';
import { compareList } from '@/state/compare.ts';
import { wishlist } from '@/state/wishlist.ts';

/** One client for the app: same-origin /graphql, the session rides in the httpOnly cookie. */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    // @client fields (state/local-schema.graphql) are answered by the read functions below.
    localState: new LocalState(),
    cache: new InMemoryCache({
      typePolicies: {
        Query: {
          fields: {
            // Reading a reactive variable here makes every query that selects the field follow it.
            cartList: { read: () => cartVar().map((line) => ({ __typename: 'CartLine', ...line })) },
            wishlistIds: { read: () => wishlist.variable() },
            compareIds: { read: () => compareList.variable() },
          },
        },
        // Products are identified by id across queries (shop page, product page, cart quote).
        Product: { keyFields: ['id'] },
        Collection: { keyFields: ['name'] },
        Order: { keyFields: ['id'] },
        // The customer is selected with different fields by the header, guards and checkout.
        Customer: { keyFields: ['email'] },
        StoreInfo: { merge: true },
        CartLine: { keyFields: false },
      },
    }),
  });
}

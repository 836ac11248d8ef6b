import { ApolloClient, HttpLink, InMemoryCache, type ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { LANGUAGE_HEADER, localeOfPath } from '@store/domain';

/** The server render passes its own link and ssrMode (src/server/); the browser uses the defaults. */
export interface ServerRenderOptions {
  link: ApolloLink;
  ssrMode: true;
}

/** Hex SHA-256 of a query text, by the browser's Web Crypto (no hashing library in the bundle). */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Automatic persisted queries: a query goes by its hash, over GET, so the gateway answers a guest's catalogue
 * query from its response cache and a CDN may keep it; mutations stay POST. Web Crypto exists only on HTTPS
 * and localhost: elsewhere (a development server on a LAN address) queries are sent in full.
 */
function browserLink(): ApolloLink {
  // Content answers in the page's language; a language change is a new page load, so it is read once.
  const arabic = localeOfPath(window.location.pathname) === 'ar';
  const headers = arabic ? { [LANGUAGE_HEADER]: 'ar' } : undefined;
  const http = new HttpLink({ uri: '/graphql', credentials: 'same-origin', headers });
  if (!globalThis.crypto?.subtle) return http;
  return new PersistedQueryLink({ sha256, useGETForHashedQueries: true }).concat(http);
}

/** One client for the app: same-origin /graphql, the session rides in the httpOnly cookie. */
export function createApolloClient(server?: ServerRenderOptions): ApolloClient {
  return new ApolloClient({
    ...server,
    link: server?.link ?? browserLink(),
    cache: new InMemoryCache({
      typePolicies: {
        // Products are identified by id across queries (shop page, product page, cart quote).
        Product: { keyFields: ['id'] },
        Collection: { keyFields: ['name'] },
        Order: { keyFields: ['id'] },
        // The customer is selected with different fields by the header, guards and checkout.
        Customer: { keyFields: ['email'] },
        StoreInfo: { merge: true },
        // One for the shop, selected by the home page (the promo bar) and the newsletter signup (the offer).
        StoreOffers: { merge: true },
        CartLine: { keyFields: false },
      },
    }),
  });
}

import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { isGuest } from './guest.ts';
import { isPublicRead } from './public-operation.ts';

/**
 * A guest's catalogue answer: a shared cache (CDN) may keep it a second, a browser must ask again. The gateway's
 * own copy is at most about a second behind the backend (CatalogueCache checks the version each second), so
 * with that second a change still shows within the shop's 2 s; stale-while-revalidate would break that rule.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';
/** Everything else: a signed-in shopper's or staff answer, errors, mutations, POST answers. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/**
 * The answer's type follows Accept; a cached copy's encoding follows Accept-Encoding; its content's language
 * follows x-shop-language (domain's LANGUAGE_HEADER), so a shared cache never gives one language's answer to another.
 */
export const PUBLIC_VARY = 'accept, accept-encoding, x-shop-language';

/**
 * Marks each GraphQL answer public or private in its Cache-Control: public only for a guest's error-free
 * query of public catalogue fields (public-operation.ts). The response cache stores only answers marked public.
 */
export function cachePolicyPlugin(): ApolloServerPlugin<BaseContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ request, document, operation, response }) {
          const isPublic =
            document !== undefined &&
            operation !== undefined &&
            isPublicRead(document, operation) &&
            response.body.kind === 'single' &&
            !response.body.singleResult.errors &&
            (response.http.status ?? 200) === 200 &&
            isGuest(request.http?.headers.get('cookie'));
          response.http.headers.set('cache-control', isPublic ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
          if (isPublic) response.http.headers.set('vary', PUBLIC_VARY);
        },
      };
    },
  };
}

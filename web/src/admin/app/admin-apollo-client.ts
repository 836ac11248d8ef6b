import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { StaffMeDocument } from '@/admin/__generated__/graphql.ts';

/**
 * A staff session that ended (signed out elsewhere, removed, password changed) answers UNAUTHENTICATED: the
 * member is then forgotten, and RequireStaff sends them to the sign-in page, which brings them back after.
 */
const signedOut = new ErrorLink(({ error, operation }) => {
  if (!CombinedGraphQLErrors.is(error)) return;
  if (!error.errors.some((item) => item.extensions?.code === 'UNAUTHENTICATED')) return;
  operation.client.cache.writeQuery({ query: StaffMeDocument, data: { staffMe: null } });
});

/**
 * The back office's own client and cache: nothing a member loads mixes with the shop's cache (the cart, the
 * shopper), and signing out clears only this one. Same-origin /graphql; the staff session rides in its own cookie.
 */
export function createAdminApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([signedOut, new HttpLink({ uri: '/graphql', credentials: 'same-origin' })]),
    cache: new InMemoryCache({
      typePolicies: {
        StaffMember: { keyFields: ['email'] },
        AuditEntry: { keyFields: false },
        Query: {
          fields: {
            auditLog: {
              // One list per page size; a page `before` an entry is the next part of it ("Load more").
              keyArgs: ['pageSize'],
              merge: (existing: unknown[] = [], incoming: unknown[], { args }) =>
                args?.before ? [...existing, ...incoming] : incoming,
            },
          },
        },
      },
    }),
  });
}

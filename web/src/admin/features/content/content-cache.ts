import type { ApolloCache } from '@apollo/client';
import { CollectionsPageDocument, type CollectionsPageQuery } from '@/admin/__generated__/graphql.ts';

type ContentLists = Pick<CollectionsPageQuery, 'adminCollections' | 'adminBanners' | 'adminTestimonials'>;

/** A home-page list as a change answers it (the whole list after it), written where the page reads it. */
export function writeContent<List extends keyof ContentLists>(
  cache: ApolloCache,
  list: List,
  items: ContentLists[List] | null | undefined,
) {
  if (items) cache.updateQuery({ query: CollectionsPageDocument }, (page) => page && { ...page, [list]: [...items] });
}

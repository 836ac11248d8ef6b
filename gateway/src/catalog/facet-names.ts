import type { Locale } from '@store/domain';
import { inLanguage } from './in-language.ts';
import type { CollectionModel } from './models.ts';
import type { ProductFacets } from './product-query.ts';

/**
 * The collection facet's values named as the page names them (a collection's Arabic name on an Arabic page); the
 * value stays the English key the filter and the URL use. A value no collection has keeps its own name.
 */
export function withCollectionNames(
  facets: ProductFacets,
  collectionByName: ReadonlyMap<string, CollectionModel>,
  language: Locale,
): ProductFacets {
  return {
    ...facets,
    collections: facets.collections.map((entry) => {
      const collection = collectionByName.get(entry.value.toLowerCase());
      return {
        ...entry,
        displayName: collection ? inLanguage(collection, 'name', entry.value, language) : entry.value,
      };
    }),
  };
}

import { Kind, type DocumentNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * Query fields whose answer depends only on the catalogue (the store contact is loaded with it) and the field's
 * arguments: the same bytes for every guest, so an answer made of nothing else may be cached and shared.
 * `public-operation.test.ts` checks that no type reachable from them is a customer, order or back-office type.
 */
export const PUBLIC_CATALOGUE_FIELDS: ReadonlySet<string> = new Set([
  'storeInfo',
  'storeContact',
  'storeOffers',
  'pageTexts',
  'products',
  'product',
  'productsById',
  'collections',
  'collection',
  'banners',
  'testimonials',
  'topPicks',
  'search',
]);

/**
 * Whether `operation` is a query that selects public catalogue fields only (through fragments too), so its
 * answer may be served to any guest. `me`, cart quotes, orders, admin fields and introspection are not.
 */
export function isPublicRead(document: DocumentNode, operation: OperationDefinitionNode): boolean {
  if (operation.operation !== 'query') return false;
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  const visited = new Set<string>();

  function onlyPublic(set: SelectionSetNode): boolean {
    return set.selections.every((selection) => {
      if (selection.kind === Kind.FIELD)
        return selection.name.value === '__typename' || PUBLIC_CATALOGUE_FIELDS.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return onlyPublic(selection.selectionSet);
      const name = selection.name.value;
      if (visited.has(name)) return true;
      visited.add(name);
      const fragment = fragments.get(name);
      return fragment !== undefined && onlyPublic(fragment.selectionSet);
    });
  }

  return onlyPublic(operation.selectionSet);
}

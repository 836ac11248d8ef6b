import { getNamedType, isObjectType, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { contractSchema } from '../query-limits/contract-schema.ts';
import { webOperations } from '../testing/web-operations.ts';
import { isPublicRead, PUBLIC_CATALOGUE_FIELDS } from './public-operation.ts';

function isPublic(query: string): boolean {
  const document = parse(query);
  return isPublicRead(document, document.definitions[0] as OperationDefinitionNode);
}

describe('isPublicRead', () => {
  it('takes the guest catalogue pages of the web client, and none of its private operations', () => {
    const publicOperations = webOperations()
      .filter((operation) => isPublicRead(operation.document, operation.operation))
      .map((operation) => operation.name)
      .sort();
    expect(publicOperations).toEqual(
      expect.arrayContaining([
        'HomePage',
        'HomeProducts',
        'ProductDetail',
        'QuickAdd',
        'QuickView',
        'RelatedProducts',
        'Search',
        'ShopPage',
        'TopPicks',
      ]),
    );
    // A cart's discount code is the shopper's own: never in a shared answer (SideCartCode, CheckoutQuote).
    for (const name of [
      'CurrentCustomer',
      'CheckoutQuote',
      'SideCartCode',
      'MyOrders',
      'StaffMe',
      'AdminProducts',
      'Promotions',
    ])
      expect(publicOperations).not.toContain(name);
  });

  it('refuses private fields however they are reached, mutations and introspection', () => {
    expect(isPublic('{ collections { name } }')).toBe(true);
    expect(isPublic('{ __typename products { totalCount } ... on Query { banners { id } } }')).toBe(true);
    expect(isPublic('{ collections { name } me { email } }')).toBe(false);
    expect(isPublic('{ ...F } fragment F on Query { me { email } }')).toBe(false);
    expect(isPublic('{ ... on Query { ... on Query { myOrders { id } } } }')).toBe(false);
    expect(isPublic('{ ...Missing }')).toBe(false);
    expect(isPublic('{ __schema { types { name } } }')).toBe(false);
    expect(isPublic('mutation { logout { ok } }')).toBe(false);
    expect(isPublic('{ ...A } fragment A on Query { ...A banners { id } }')).toBe(true); // a cycle: validation refuses it
  });

  it('reaches only catalogue types from the public fields: none holds anything of a shopper or of staff', () => {
    const schema = contractSchema();
    const seen = new Set<string>();
    const pending = [...PUBLIC_CATALOGUE_FIELDS].map((name) =>
      getNamedType(schema.getQueryType()!.getFields()[name]!.type),
    );
    for (let type = pending.pop(); type; type = pending.pop()) {
      if (seen.has(type.name)) continue;
      seen.add(type.name);
      if (isObjectType(type)) pending.push(...Object.values(type.getFields()).map((field) => getNamedType(field.type)));
    }
    const objects = [...seen].filter((name) => isObjectType(schema.getType(name))).sort();
    expect(objects).toEqual([
      'Banner',
      'CancelReasonOption',
      'Collection',
      'FacetCount',
      'ImageSrcset',
      'Lookbook',
      'PageText',
      'Picture',
      'Product',
      'ProductColour',
      'ProductFacets',
      'ProductImage',
      'ProductPage',
      'SearchResult',
      'StockLevel',
      'StoreContact',
      'StoreInfo',
      'StoreOffers',
      'Testimonial',
    ]);
  });
});

import {
  CANCEL_REASONS,
  CURRENCY,
  EMIRATES,
  ESTIMATED_DELIVERY_TEXT,
  MAX_WISHLIST_ITEMS,
  PAYMENT_METHOD,
  SHIPPING_COST_FILS,
} from '@store/domain';
import type { QueryResolvers } from '../__generated__/resolvers-types.ts';
import { withCollectionNames } from '../catalog/facet-names.ts';
import { queryProducts, searchProducts, topPicks } from '../catalog/product-query.ts';

const MAX_SEARCH_SLICE = 48;

function offsetFrom(cursor: string | null | undefined): number {
  if (!cursor) return 0;
  const offset = Number(Buffer.from(cursor, 'base64url').toString('utf8'));
  return Number.isInteger(offset) && offset > 0 ? offset : 0;
}

export const catalogQuery: QueryResolvers = {
  storeInfo: () => ({
    currency: CURRENCY,
    shippingCost: SHIPPING_COST_FILS / 100,
    estimatedDelivery: ESTIMATED_DELIVERY_TEXT,
    paymentMethod: PAYMENT_METHOD,
    emirates: [...EMIRATES],
    cancelReasons: CANCEL_REASONS.map((label) => ({ value: label, label })),
  }),

  products: async (_parent, args, { catalogue, language }) => {
    const { products, collectionByName } = await catalogue.get();
    const filter = args.filter ?? {};
    const page = queryProducts(products, {
      filter: {
        minPrice: filter.price?.min,
        maxPrice: filter.price?.max,
        availability: filter.availability,
        colours: filter.colours,
        sizes: filter.sizes,
        brands: filter.brands,
        collections: filter.collections,
        onSale: filter.onSale,
        text: filter.text,
      },
      sort: args.sort,
      page: args.page,
      pageSize: args.pageSize,
      language,
    });
    return { ...page, facets: withCollectionNames(page.facets, collectionByName, language) };
  },

  product: (_parent, { id }, { loaders }) => loaders.product.load(id),

  productsById: async (_parent, { ids }, { loaders }) => {
    // Longer lists are refused before execution (query-limits/input-caps.ts); the slice is a second guard.
    const products = await loaders.product.loadMany(ids.slice(0, MAX_WISHLIST_ITEMS));
    return products.map((product) => (product instanceof Error ? null : product));
  },

  collections: async (_parent, _args, { catalogue }) => {
    const { collections } = await catalogue.get();
    return [...collections].sort((a, b) => a.name.localeCompare(b.name));
  },

  collection: async (_parent, { name }, { catalogue }) =>
    (await catalogue.get()).collectionByName.get(name.toLowerCase()) ?? null,

  banners: async (_parent, _args, { catalogue }) => (await catalogue.get()).banners,

  testimonials: async (_parent, _args, { catalogue }) => (await catalogue.get()).testimonials,

  topPicks: async (_parent, args, { catalogue }) => {
    const { products, topPickIds } = await catalogue.get();
    return topPicks(products, topPickIds, args);
  },

  search: async (_parent, { text, first, after }, { catalogue }) => {
    const matches = searchProducts((await catalogue.get()).products, text);
    const offset = offsetFrom(after);
    const end = offset + Math.min(first ?? 8, MAX_SEARCH_SLICE);
    const items = matches.slice(offset, end);
    const hasMore = end < matches.length;
    return {
      items,
      totalCount: matches.length,
      hasMore,
      endCursor: hasMore ? Buffer.from(String(end)).toString('base64url') : null,
    };
  },
};

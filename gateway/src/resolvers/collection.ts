import type { BannerResolvers, CollectionResolvers, LookbookResolvers } from '../__generated__/resolvers-types.ts';
import { fault } from '../errors.ts';

export const Collection: CollectionResolvers = {
  routeKey: (collection) => encodeURIComponent(collection.name),
};

export const Lookbook: LookbookResolvers = {
  product: async (lookbook, _args, { loaders }) => {
    const product = await loaders.product.load(lookbook.productId);
    if (!product) throw fault('UPSTREAM_ERROR');
    return product;
  },
};

export const Banner: BannerResolvers = {
  headingLines: (banner) =>
    banner.heading
      .split(/<br\s*\/?>/i)
      .map((line) => line.trim())
      .filter(Boolean),
};

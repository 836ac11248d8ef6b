import { discountPercent, PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from '@store/domain';
import type { ProductResolvers } from '../__generated__/resolvers-types.ts';
import type { ProductModel } from '../catalog/models.ts';
import { fallbackFields, inLanguage } from '../catalog/in-language.ts';
import { isInStock } from '../catalog/models.ts';
import { pictureOf } from '../catalog/product-pictures.ts';
import { availableStock } from '../orders/cart-quote.ts';

/** The product's shown texts in English, by the names of their fields. */
const englishTexts = (product: ProductModel) => ({
  title: product.title,
  description: product.description,
  care: product.care,
  composition: product.composition,
  origin: product.origin,
});

export const Product: ProductResolvers = {
  title: (product, _args, { language }) => inLanguage(product, 'title', product.title, language),
  description: (product, _args, { language }) => inLanguage(product, 'description', product.description, language),
  care: (product, _args, { language }) => [...inLanguage(product, 'care', product.care, language)],
  composition: (product, _args, { language }) => inLanguage(product, 'composition', product.composition, language),
  origin: (product, _args, { language }) => inLanguage(product, 'origin', product.origin, language),
  fallbackFields: (product, _args, { language }) => fallbackFields(product, englishTexts(product), language),
  onSale: (product) => product.oldPrice !== null,
  discountPercent: (product) => discountPercent(product.price, product.oldPrice),
  stockFor: (product, { size, colour }) => availableStock(product, size, colour),
  inStock: (product) => isInStock(product),
  mainImage: (product) => pictureOf(product, product.imageSrc),
  hoverImage: (product) => pictureOf(product, product.hoverImageSrc),
  collection: async (product, _args, { catalogue }) =>
    (await catalogue.get()).collectionByName.get(product.collection.toLowerCase()) ?? {
      name: product.collection,
      heading: product.collection,
      description: '',
      imageSrc: '',
      image: { src: '', width: PRODUCT_IMAGE_WIDTH, height: PRODUCT_IMAGE_HEIGHT, srcset: null },
      alt: product.collection,
      productCount: 0,
      lookbook: null,
    },
  related: async (product, { limit }, { catalogue }) =>
    (await catalogue.get()).products
      .filter((other) => other.collection === product.collection && other.id !== product.id)
      .slice(0, limit ?? 8),
};

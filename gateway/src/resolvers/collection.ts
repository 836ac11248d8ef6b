import type {
  BannerResolvers,
  CollectionResolvers,
  FacetCountResolvers,
  LookbookResolvers,
  TestimonialResolvers,
} from '../__generated__/resolvers-types.ts';
import { fallbackFields, inLanguage } from '../catalog/in-language.ts';
import type { BannerModel, CollectionModel, TestimonialModel } from '../catalog/models.ts';
import { fault } from '../errors.ts';

const collectionTexts = (collection: CollectionModel) => ({
  name: collection.name,
  heading: collection.heading,
  description: collection.description,
});

export const Collection: CollectionResolvers = {
  routeKey: (collection) => encodeURIComponent(collection.name),
  displayName: (collection, _args, { language }) => inLanguage(collection, 'name', collection.name, language),
  heading: (collection, _args, { language }) => inLanguage(collection, 'heading', collection.heading, language),
  description: (collection, _args, { language }) =>
    inLanguage(collection, 'description', collection.description, language),
  // The card image's alternative names the collection as the page does.
  alt: (collection, _args, { language }) =>
    language === 'ar' && collection.ar?.name ? `مجموعة ${String(collection.ar.name)}` : collection.alt,
  fallbackFields: (collection, _args, { language }) =>
    fallbackFields(collection, collectionTexts(collection), language).map((field) =>
      field === 'name' ? 'displayName' : field,
    ),
};

export const Lookbook: LookbookResolvers = {
  product: async (lookbook, _args, { loaders }) => {
    const product = await loaders.product.load(lookbook.productId);
    if (!product) throw fault('UPSTREAM_ERROR');
    return product;
  },
};

const bannerTexts = (banner: BannerModel) => ({
  alt: banner.alt,
  heading: banner.heading,
  text: banner.text,
  buttonText: banner.buttonText,
});

export const Banner: BannerResolvers = {
  alt: (banner, _args, { language }) => inLanguage(banner, 'alt', banner.alt, language),
  headingLines: (banner, _args, { language }) =>
    inLanguage(banner, 'heading', banner.heading, language)
      .split(/<br\s*\/?>/i)
      .map((line) => line.trim())
      .filter(Boolean),
  text: (banner, _args, { language }) => inLanguage(banner, 'text', banner.text, language),
  buttonText: (banner, _args, { language }) => inLanguage(banner, 'buttonText', banner.buttonText, language),
  fallbackFields: (banner, _args, { language }) =>
    fallbackFields(banner, bannerTexts(banner), language).map((field) =>
      field === 'heading' ? 'headingLines' : field,
    ),
};

const testimonialTexts = (testimonial: TestimonialModel) => ({
  author: testimonial.author,
  text: testimonial.text,
  product: testimonial.product,
});

export const Testimonial: TestimonialResolvers = {
  author: (testimonial, _args, { language }) => inLanguage(testimonial, 'author', testimonial.author, language),
  text: (testimonial, _args, { language }) => inLanguage(testimonial, 'text', testimonial.text, language),
  product: (testimonial, _args, { language }) => inLanguage(testimonial, 'product', testimonial.product, language),
  fallbackFields: (testimonial, _args, { language }) =>
    fallbackFields(testimonial, testimonialTexts(testimonial), language),
};

export const FacetCount: FacetCountResolvers = {
  displayName: (entry) => entry.displayName ?? entry.value,
};

/** The head of a page: title, description, canonical link, Open Graph and Twitter card tags, JSON-LD. */
import { localeOfPath, localizedPath, OG_LOCALE, pathWithoutLocale, type Locale } from '@store/domain';

export const STORE_NAME = 'Graphic Tees Dubai';
/** Shown when a page has no picture of its own (web/public). */
const DEFAULT_IMAGE = '/icon-512.png';

export interface Breadcrumb {
  name: string;
  path: string;
}

/** The trail of a page right below the homepage, as its page header shows it; `home` names it in the page's language. */
export const homeTrail = (home: string, name: string, path: string): Breadcrumb[] => [
  { name: home, path: '/' },
  { name, path },
];

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string;
  /** A picture of the page (a product photo); relative URLs are made absolute. */
  image?: string;
  /** A product page: its offer goes into the tags and the Product JSON-LD. */
  product?: {
    id: string;
    title: string;
    price: number;
    inStock: boolean;
    brand: string;
    images: string[];
    /** The link preview's price label and amount in the page's language; English ('Price', 'AED 79.50') without. */
    priceWords?: { label: string; amount: string };
  };
  /** The trail above the page, for a BreadcrumbList: names in the page's language, paths without its prefix. */
  breadcrumbs?: Breadcrumb[];
  /** The first screen's largest image, fetched with high priority before the page's script runs. */
  preloadImage?: ImagePreload;
}

/** What the page's <img> (or the first matching <source> of its <picture>) will choose from. */
export interface ImagePreload {
  href: string;
  srcset?: string;
  sizes?: string;
  /** The MIME type of the srcset's copies, so a browser that cannot show them skips the preload. */
  type?: string;
}

export type HeadTag =
  | { tag: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; rel: string; href: string; attributes?: Record<string, string> };

export interface PageHead {
  title: string;
  tags: HeadTag[];
  jsonLd: object[];
}

const absolute = (origin: string, url: string) => new URL(url, origin).toString();
const aed = (price: number) => price.toFixed(2);

function productLd(product: NonNullable<PageMeta['product']>, description: string, url: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description,
    sku: product.id,
    image: product.images.map((image) => absolute(origin, image)),
    brand: { '@type': 'Brand', name: product.brand },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'AED',
      price: aed(product.price),
      availability: `https://schema.org/${product.inStock ? 'InStock' : 'OutOfStock'}`,
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

function preloadTag(image: ImagePreload): HeadTag {
  const attributes: Record<string, string> = { as: 'image', fetchpriority: 'high' };
  if (image.srcset) attributes.imagesrcset = image.srcset;
  if (image.srcset && image.sizes) attributes.imagesizes = image.sizes;
  if (image.type) attributes.type = image.type;
  return { tag: 'link', rel: 'preload', href: image.href, attributes };
}

/** Each crumb links to its page in the page's language (/ar/… on Arabic pages). */
function breadcrumbLd(breadcrumbs: Breadcrumb[], origin: string, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(origin, localizedPath(crumb.path, locale)),
    })),
  };
}

/** The page in each language, and English as the default for every other (hreflang alternates). */
function languageTags(origin: string, pathname: string): HeadTag[] {
  const neutral = pathWithoutLocale(pathname);
  const alternate = (hreflang: string, path: string): HeadTag => ({
    tag: 'link',
    rel: 'alternate',
    href: absolute(origin, path),
    attributes: { hreflang },
  });
  const locale = localeOfPath(pathname);
  const other = locale === 'ar' ? 'en' : 'ar';
  return [
    alternate('en', neutral),
    alternate('ar', localizedPath(neutral, 'ar')),
    alternate('x-default', neutral),
    { tag: 'meta', attribute: 'property', key: 'og:locale', content: OG_LOCALE[locale] },
    { tag: 'meta', attribute: 'property', key: 'og:locale:alternate', content: OG_LOCALE[other] },
  ];
}

/** Everything a page puts in its head, with absolute URLs on `origin` (the store's public address). */
export function pageHead(meta: PageMeta, origin: string, pathname: string): PageHead {
  const url = absolute(origin, pathname);
  const title = `${meta.title} | ${STORE_NAME}`;
  const image = absolute(origin, meta.image ?? DEFAULT_IMAGE);
  const named = (key: string, content: string): HeadTag => ({ tag: 'meta', attribute: 'name', key, content });
  const property = (key: string, content: string): HeadTag => ({ tag: 'meta', attribute: 'property', key, content });
  const tags: HeadTag[] = [
    named('description', meta.description),
    named('keywords', meta.keywords ?? ''),
    { tag: 'link', rel: 'canonical', href: url },
    ...languageTags(origin, pathname),
    property('og:site_name', STORE_NAME),
    property('og:type', meta.product ? 'product' : 'website'),
    property('og:title', title),
    property('og:description', meta.description),
    property('og:url', url),
    property('og:image', image),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', meta.description),
    named('twitter:image', image),
  ];
  if (meta.preloadImage) tags.push(preloadTag(meta.preloadImage));
  const jsonLd: object[] = [];
  if (meta.product) {
    tags.push(
      property('product:price:amount', aed(meta.product.price)),
      property('product:price:currency', 'AED'),
      property('product:availability', meta.product.inStock ? 'in stock' : 'out of stock'),
      named('twitter:label1', meta.product.priceWords?.label ?? 'Price'),
      named('twitter:data1', meta.product.priceWords?.amount ?? `AED ${aed(meta.product.price)}`),
    );
    jsonLd.push(productLd(meta.product, meta.description, url, origin));
  }
  if (meta.breadcrumbs?.length) jsonLd.push(breadcrumbLd(meta.breadcrumbs, origin, localeOfPath(pathname)));
  return { title, tags, jsonLd };
}

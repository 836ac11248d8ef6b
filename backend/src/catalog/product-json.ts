import { discountPercent, filsToAed } from '@store/domain';
import type { ProductRow, StockRow } from './catalog.repository.ts';
import { slug } from './media-paths.ts';
import { productImages, type PhotoRow, type ProductImage } from './product-images.ts';

/** The legacy product record (spec §3), serialised into `product_json`. */
export interface ProductJson {
  id: number;
  title: string;
  description: string;
  price: number;
  oldPrice?: number;
  isOnSale: boolean;
  salePercentage: string | null;
  hotSale: boolean;
  imgSrc: string;
  imgHover: string;
  allImages: string[];
  /**
   * The bundled backend adds `srcset` ({avif, webp, jpeg}: `url 320w, url 640w…`; generated art's avif is empty)
   * to the spec's fields, and `photoId` for uploaded photos.
   */
  images: ({ id: number; src: string; width: number; height: number; alt: string; color: string } & Pick<
    ProductImage,
    'photoId' | 'srcset'
  >)[];
  colors: { name: string; bgColor: string; imgSrc: string }[];
  sizes: { id: string; value: string; isActive: boolean }[];
  addToCart: string;
  filterBrands: string[];
  filterColor: string[];
  filterSizes: string[];
  tabFilterOptions: string[];
  inStock: boolean;
  s_text: string;
  stocks: { size: string; color: string; stocks: number }[];
  feature: string[];
  composition: string;
  origin: string;
  /** The bundled backend's addition (issue 21): the shown texts in Arabic, null where there is none. */
  ar: {
    title: string | null;
    description: string | null;
    feature: string[] | null;
    composition: string | null;
    origin: string | null;
  };
}

function parseList(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.map(String) : [];
}

export function toProductJson(
  row: ProductRow,
  stock: readonly StockRow[],
  photos: readonly PhotoRow[] = [],
): ProductJson {
  const colours = parseList(row.colours);
  const sizes = parseList(row.sizes);
  const byColour = productImages(row, colours, photos);
  const images = byColour.flat();
  const first = byColour[0] ?? [];
  const price = filsToAed(row.price_fils);
  const oldPrice = row.old_price_fils === null ? undefined : filsToAed(row.old_price_fils);
  const percent = discountPercent(price, oldPrice);
  const stocks = stock
    .filter((entry) => entry.product_id === row.id)
    .map((entry) => ({ size: entry.size, color: entry.colour, stocks: entry.quantity }));
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price,
    ...(oldPrice === undefined ? {} : { oldPrice }),
    isOnSale: oldPrice !== undefined,
    salePercentage: percent === null ? null : `${percent}%`,
    hotSale: row.hot_sale === 1,
    imgSrc: first[0]?.src ?? '',
    imgHover: (first[1] ?? first[0])?.src ?? '',
    allImages: images.map((image) => image.src),
    images: images.map(({ colour, ...image }, index) => ({ id: index + 1, ...image, color: colour })),
    colors: colours.map((colour, index) => ({
      name: colour,
      bgColor: `bg_${slug(colour)}`,
      imgSrc: byColour[index]?.[0]?.src ?? '',
    })),
    sizes: sizes.map((size, index) => ({ id: `size-${slug(size)}`, value: size, isActive: index === 0 })),
    addToCart: 'Quick Add',
    filterBrands: [row.brand],
    filterColor: colours,
    filterSizes: sizes,
    tabFilterOptions: [row.collection, 'T-Shirts'],
    inStock: stocks.some((entry) => entry.stocks > 0),
    s_text: row.collection,
    stocks,
    feature: parseList(row.care),
    composition: row.composition,
    origin: row.origin,
    ar: {
      title: row.title_ar ?? null,
      description: row.description_ar ?? null,
      feature: row.care_ar ? parseList(row.care_ar) : null,
      composition: row.composition_ar ?? null,
      origin: row.origin_ar ?? null,
    },
  };
}

/** A list item of images/all-products/, images/top-picks/ and images/product/{id}/. */
export function toProductItem(row: ProductRow, stock: readonly StockRow[], photos: readonly PhotoRow[] = []) {
  return { id: row.id, product_json: JSON.stringify(toProductJson(row, stock, photos)) };
}

/** Shapes, queries and seed-derived expectations shared by the gateway's catalogue tests. */
import { seedProducts, type SeedProduct } from '@store/backend/seed/catalogue';

export interface Item {
  id: string;
  title: string;
  price: number;
}
export interface Facet {
  value: string;
  count: number;
}
export interface ShopPage {
  items: Item[];
  totalCount: number;
  page: number;
  pageSize: number;
  pageCount: number;
  facets: {
    colours: Facet[];
    sizes: Facet[];
    brands: Facet[];
    collections: Facet[];
    availability: Facet[];
    minPrice: number;
    maxPrice: number;
  };
}

export interface StockLevel {
  size: string;
  colour: string;
  quantity: number;
}
export interface ProductDetail {
  id: string;
  title: string;
  price: number;
  oldPrice: number | null;
  onSale: boolean;
  discountPercent: number | null;
  imageSrc: string;
  hoverImageSrc: string;
  images: { id: string; src: string; width: number; height: number; alt: string; colour: string }[];
  colours: { name: string; imageSrc: string }[];
  sizes: string[];
  stock: StockLevel[];
  inStock: boolean;
  related: { id: string }[];
  relatedTwo: { id: string }[];
  [field: string]: unknown;
}
export interface CollectionCard {
  name: string;
  imageSrc: string;
  lookbook: { imageSrc: string; price: number; product: Item } | null;
  [field: string]: unknown;
}
export interface Banner {
  headingLines: string[];
  imageSrc: string;
  [field: string]: unknown;
}
export interface Testimonial {
  id: string;
  author: string;
  text: string;
  product: string;
  price: number;
  stars: number;
}

export const SHOP = /* GraphQL */ `
  query Shop($filter: ProductFilterInput, $sort: ProductSort, $page: Int, $pageSize: PositiveInt) {
    products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
      items {
        id
        title
        price
      }
      totalCount
      page
      pageSize
      pageCount
      facets {
        colours {
          value
          count
        }
        sizes {
          value
          count
        }
        brands {
          value
          count
        }
        collections {
          value
          count
        }
        availability {
          value
          count
        }
        minPrice
        maxPrice
      }
    }
  }
`;

export const ids = (products: readonly { id: string | number }[]) => products.map((product) => String(product.id));
export const soldOut = (product: SeedProduct) => product.stock.every((entry) => entry.quantity === 0);
export const seedWhere = (keep: (product: SeedProduct) => boolean) => seedProducts.filter(keep);
export const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** The seed's answer to a text filter: every word somewhere in title, description, collection, brand or colours. */
export const seedMatchingText = (text: string) =>
  seedWhere((product) => {
    const haystack = fold(
      [product.title, product.description, product.collection, product.brand, ...product.colours].join('\n'),
    );
    return fold(text)
      .split(/\s+/)
      .filter(Boolean)
      .every((word) => haystack.includes(word));
  });
export const byId = (id: number) => seedProducts.find((product) => product.id === id)!;
export const countWhere = (keep: (product: SeedProduct) => boolean) => seedProducts.filter(keep).length;
export const asMap = (facets: Facet[]) => Object.fromEntries(facets.map((facet) => [facet.value, facet.count]));

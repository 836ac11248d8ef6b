import { DEFAULT_STATE, toSearch, type ShopState } from './url-state.ts';

export interface CategoryLink {
  label: string;
  href: string;
}

export interface Category {
  title: string;
  links: CategoryLink[];
}

/** The whole catalogue, narrowed by some filters. */
function shop(patch: Partial<ShopState>): string {
  return `/all-collections${toSearch({ ...DEFAULT_STATE, ...patch })}`;
}

function collection(name: string): string {
  return `/shop-by-collections/${encodeURIComponent(name)}`;
}

/**
 * The shop categories canvas (spec §2). The catalogue is unisex graphic tees, so each audience links to the
 * filters and collections that suit it; the store sells no accessories yet, so that entry leads to the
 * gift-card notice and the coming-soon page.
 */
export const SHOP_CATEGORIES: readonly Category[] = [
  {
    title: 'For Women',
    links: [
      { label: 'Pink & Pastel Tees', href: shop({ colour: 'Pink' }) },
      { label: 'Purple Tees', href: shop({ colour: 'Purple' }) },
      { label: 'Organic Cotton', href: shop({ text: 'organic' }) },
      { label: 'On Sale', href: shop({ sale: true }) },
    ],
  },
  {
    title: 'For Men',
    links: [
      { label: 'Heavyweight Tees', href: shop({ text: 'heavyweight' }) },
      { label: 'Big Sizes (3XL)', href: shop({ size: '3XL' }) },
      { label: 'Racing', href: collection('Racing') },
      { label: 'JDM', href: collection('JDM') },
      { label: 'Titan', href: collection('Titan') },
    ],
  },
  {
    title: 'For Kid',
    links: [
      { label: 'Small Sizes (XS)', href: shop({ size: 'XS' }) },
      { label: 'Playful Prints', href: shop({ text: 'playful' }) },
      { label: 'Bike', href: collection('Bike') },
      { label: 'Car', href: collection('Car') },
    ],
  },
  {
    title: 'Accessories',
    links: [
      { label: 'Gift Cards', href: '/gift-404' },
      { label: 'Caps & Bags (Coming Soon)', href: '/coming-soon' },
    ],
  },
];

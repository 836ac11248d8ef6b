import type { MessageId } from '@/i18n/message-id.ts';
import { DEFAULT_STATE, toSearch, type ShopState } from './url-state.ts';

export interface CategoryLink {
  /** The link's words in the catalogues. */
  label: MessageId;
  href: string;
}

export interface Category {
  /** The category's name in the catalogues. */
  title: MessageId;
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
    title: 'category.women',
    links: [
      { label: 'category.pinkTees', href: shop({ colour: 'Pink' }) },
      { label: 'category.purpleTees', href: shop({ colour: 'Purple' }) },
      { label: 'category.organic', href: shop({ text: 'organic' }) },
      { label: 'category.onSale', href: shop({ sale: true }) },
    ],
  },
  {
    title: 'category.men',
    links: [
      { label: 'category.heavyweight', href: shop({ text: 'heavyweight' }) },
      { label: 'category.bigSizes', href: shop({ size: '3XL' }) },
      { label: 'category.racing', href: collection('Racing') },
      { label: 'category.jdm', href: collection('JDM') },
      { label: 'category.titan', href: collection('Titan') },
    ],
  },
  {
    title: 'category.kid',
    links: [
      { label: 'category.smallSizes', href: shop({ size: 'XS' }) },
      { label: 'category.playful', href: shop({ text: 'playful' }) },
      { label: 'category.bike', href: collection('Bike') },
      { label: 'category.car', href: collection('Car') },
    ],
  },
  {
    title: 'category.accessories',
    links: [
      { label: 'category.giftCards', href: '/gift-404' },
      { label: 'category.capsBags', href: '/coming-soon' },
    ],
  },
];

import { idList } from './id-list.ts';

/** Product ids the shopper keeps for later, under 'wishlist'. */
export const wishlist = idList('wishlist');

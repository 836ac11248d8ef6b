import { idList } from './id-list.ts';

/** Product ids the shopper compares side by side, under 'compareList'. */
export const compareList = idList('compareList');

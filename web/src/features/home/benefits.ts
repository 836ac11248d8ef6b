import { RETURN_WINDOW_DAYS } from '@store/domain';

export interface Benefit {
  title: string;
  text: string;
}

/** The four-item benefits strip of the home page (spec §2, item 8). */
export const BENEFITS: readonly Benefit[] = [
  { title: `${RETURN_WINDOW_DAYS}-Day Returns`, text: 'Risk-free shopping with easy returns.' },
  { title: 'Free Shipping', text: 'No extra costs, just the price you see.' },
  { title: '24/7 Support', text: '24/7 support, always here just for you.' },
  { title: 'Member Discounts', text: 'Special prices for our loyal customers.' },
];

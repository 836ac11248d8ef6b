import { RETURN_WINDOW_DAYS } from '@store/domain';
import type { MessageId } from '@/i18n/message-id.ts';

export interface Benefit {
  /** Its words in the catalogues: `home.benefit.<key>.title` and `.text`. */
  key: 'returns' | 'shipping' | 'support' | 'discounts';
  /** Values the title's message takes. */
  values?: Record<string, unknown>;
}

/** The four-item benefits strip of the home page (spec §2, item 8), worded in the catalogues. */
export const BENEFITS: readonly Benefit[] = [
  { key: 'returns', values: { days: RETURN_WINDOW_DAYS } },
  { key: 'shipping' },
  { key: 'support' },
  { key: 'discounts' },
];

export const benefitTitle = (benefit: Benefit): MessageId => `home.benefit.${benefit.key}.title`;
export const benefitText = (benefit: Benefit): MessageId => `home.benefit.${benefit.key}.text`;

import type { Locale } from '@store/domain';
import { colourName } from '@/i18n/variant-names.ts';
import type { Translate } from '@/i18n/i18n.tsx';

/**
 * A product picture's alternative text in the page's language. English pages keep the store's own ('Drift King Tee
 * in Black, front'); the store writes it from the English title, so other pages word it from the title they show
 * and the colour's name, numbering the pictures of that colour.
 */
export function imageAlt(
  t: Translate,
  locale: Locale,
  title: string,
  image: { alt: string; colour: string },
  index: number,
): string {
  if (locale === 'en') return image.alt;
  return t('product.imageAlt', { title, colour: colourName(t, image.colour), number: index + 1 });
}

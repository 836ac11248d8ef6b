import { COLOURS, FREE_SIZE } from '@store/domain';
import { useTranslation, type Translate } from './i18n.tsx';
import type { MessageId } from './message-id.ts';

/** The catalogue id of one of the shop's colours, by its value ('Black' → 'domain.colour.Black'). */
export const colourId = (colour: string) => `domain.colour.${colour}` as MessageId;

// Stock and cart lines compare colours without case: 'black' is the shop's Black too.
const KNOWN = new Map<string, string>(COLOURS.map((colour) => [colour.toLowerCase(), colour]));

/** A colour (a data value, 'Black') in the page's language; one the owner added and the shop does not know, as is. */
export function colourName(t: Translate, colour: string): string {
  const known = KNOWN.get(colour.toLowerCase());
  return known ? t(colourId(known)) : colour;
}

/** The catalogue id of the one size that is words; the others are the codes on the garments' labels. */
export const FREE_SIZE_ID: MessageId = 'domain.size.free';

/** A size in the page's language: 'Free Size' is worded, the codes (S, M, XL…) read the same in every language. */
export function sizeName(t: Translate, size: string): string {
  return size.toLowerCase() === FREE_SIZE.toLowerCase() ? t(FREE_SIZE_ID) : size;
}

/** How a page names a variant's colour and size. */
export interface VariantNames {
  colour(colour: string): string;
  size(size: string): string;
}

/** `colourName` and `sizeName` with the page's language. */
export function useVariantNames(): VariantNames {
  const { t } = useTranslation();
  return { colour: (colour) => colourName(t, colour), size: (size) => sizeName(t, size) };
}

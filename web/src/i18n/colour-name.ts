import { COLOURS } from '@store/domain';
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

/** `colourName` with the page's language. */
export function useColourName(): (colour: string) => string {
  const { t } = useTranslation();
  return (colour) => colourName(t, colour);
}

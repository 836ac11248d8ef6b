import { clampQuantity } from '@store/domain';

/**
 * What the quantity box shows while the shopper types, and the quantity to keep, if any. An emptied box stays
 * empty (the shopper is about to type the new number) and keeps the quantity as it was; a number over the
 * maximum becomes the maximum at once.
 */
export function readQuantityDraft(text: string, max: number): { draft: string; quantity?: number } {
  const typed = Number(text);
  if (text.trim() === '' || !Number.isInteger(typed) || typed < 1) return { draft: text };
  const quantity = clampQuantity(typed, max);
  return { draft: quantity === typed ? text : String(quantity), quantity };
}

import { useState } from 'react';
import type { ProductPurchase_ProductFragment } from '@/__generated__/graphql.ts';
import { addToCart, cartLineKey, cartVar, updateCartLine } from '@/state/cart.ts';
import {
  availableStock,
  chooseColour,
  chooseQuantity,
  chooseSize,
  colourImage,
  initialSelection,
  lineOfSelection,
  selectionFromCartLine,
  type Selection,
} from './product-options.ts';
import { useStoredVar } from '@/lib/use-stored-var.ts';

export interface ProductSelection {
  selection: Selection;
  /** Units of the chosen size and colour. */
  available: number;
  /** Whether the chosen size and colour are already in the cart: the quantity control then edits that line. */
  inCart: boolean;
  setColour(colour: string): void;
  setSize(size: string): void;
  setQuantity(quantity: number): void;
  addToCart(): void;
}

/**
 * Colour, size and quantity of one product. The page opens on the first line of the product the cart holds, if
 * any. Choosing another size or colour never changes a cart line: it picks another variant, which is added as a
 * line of its own (docs/decisions.md). While the chosen variant is in the cart, the quantity is that line's.
 */
export function useProductSelection(product: ProductPurchase_ProductFragment): ProductSelection {
  const lines = useStoredVar(cartVar);
  const [own, setOwn] = useState(() => {
    const first = lines.find((line) => line.id === product.id);
    const start = initialSelection(product);
    return first ? { ...selectionFromCartLine(first, start), quantity: start.quantity } : start;
  });
  const line = lineOfSelection(lines, product, own);
  const selection = line ? { ...own, quantity: line.quantity } : own;
  const available = availableStock(product.stock, selection.size, selection.colour);

  return {
    selection,
    available,
    inCart: line !== undefined,
    setColour: (colour) => setOwn(chooseColour(own, colour)),
    setSize: (size) => setOwn(chooseSize(own, size)),
    setQuantity: (quantity) => {
      const next = chooseQuantity(selection, quantity, available);
      if (line) updateCartLine(cartLineKey(line), next.quantity, available);
      else setOwn(next);
    },
    addToCart: () =>
      addToCart(
        {
          id: product.id,
          title: product.title,
          imgSrc: colourImage(product, selection.colour),
          price: product.price,
          quantity: selection.quantity,
          ssize: selection.size,
          scolor: selection.colour,
        },
        available,
      ),
  };
}

import { useReactiveVar } from '@apollo/client/react';
import { useState } from 'react';
import type { ProductPurchase_ProductFragment } from '@/__generated__/graphql.ts';
import { addToCart, cartVar, updateCartLine } from '@/state/cart.ts';
import {
  availableStock,
  chooseColour,
  chooseQuantity,
  chooseSize,
  colourImage,
  initialSelection,
  selectionFromCartLine,
  type Selection,
} from './product-options.ts';

export interface ProductSelection {
  selection: Selection;
  /** Units of the chosen size and colour. */
  available: number;
  /** Whether the product is already in the cart: the controls then edit its line. */
  inCart: boolean;
  setColour(colour: string): void;
  setSize(size: string): void;
  setQuantity(quantity: number): void;
  addToCart(): void;
}

/**
 * Colour, size and quantity of one product. Before it is in the cart they are the page's own; once it is,
 * they are the cart line's, and every change edits that line (spec §4).
 */
export function useProductSelection(product: ProductPurchase_ProductFragment): ProductSelection {
  const line = useReactiveVar(cartVar).find((cartLine) => cartLine.id === product.id);
  const [own, setOwn] = useState(() => initialSelection(product));
  const selection = line ? selectionFromCartLine(line, own) : own;
  const available = availableStock(product.stock, selection.size, selection.colour);

  function change(next: Selection) {
    setOwn(next);
    if (line) {
      const max = availableStock(product.stock, next.size, next.colour);
      updateCartLine(product.id, { ssize: next.size, scolor: next.colour, quantity: next.quantity }, max);
    }
  }

  return {
    selection,
    available,
    inCart: line !== undefined,
    setColour: (colour) => change(chooseColour(selection, colour)),
    setSize: (size) => change(chooseSize(selection, size)),
    setQuantity: (quantity) => change(chooseQuantity(selection, quantity, available)),
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

import {
  clampQuantity,
  DEFAULT_COLOUR,
  DEFAULT_QUANTITY,
  DEFAULT_SIZE,
  LIVE_VIEWERS_MAX,
  LIVE_VIEWERS_MIN,
  LOW_STOCK_THRESHOLD,
} from '@store/domain';

/** Units of one size and colour, as the API reports them. */
export interface StockEntry {
  size: string;
  colour: string;
  quantity: number;
}

/** What the shopper has picked on the product page, quick view or quick add. */
export interface Selection {
  colour: string;
  size: string;
  quantity: number;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The first colour of the product, else 'gray' (spec §4). */
export function defaultColour(colours: readonly { name: string }[]): string {
  return colours[0]?.name ?? DEFAULT_COLOUR;
}

/** The first size of the product, else 'L' (spec §4). */
export function defaultSize(sizes: readonly string[]): string {
  return sizes[0] ?? DEFAULT_SIZE;
}

/**
 * Where the page opens: the first colour and size that can be bought, colour by colour in the product's order;
 * the first of each (spec §4) when nothing is in stock or the stock is not known.
 */
export function initialSelection(product: {
  colours: readonly { name: string }[];
  sizes: readonly string[];
  stock?: readonly StockEntry[];
}): Selection {
  for (const { name: colour } of product.colours) {
    for (const size of product.sizes) {
      if (availableStock(product.stock ?? [], size, colour) > 0) return { colour, size, quantity: DEFAULT_QUANTITY };
    }
  }
  return { colour: defaultColour(product.colours), size: defaultSize(product.sizes), quantity: DEFAULT_QUANTITY };
}

/** The stock entry matching size and colour, case-insensitive, else 0 (spec §4). */
export function availableStock(stock: readonly StockEntry[], size: string, colour: string): number {
  return stock.find((entry) => same(entry.size, size) && same(entry.colour, colour))?.quantity ?? 0;
}

/** Choosing a colour resets the quantity to 1. */
export function chooseColour(selection: Selection, colour: string): Selection {
  return { ...selection, colour, quantity: DEFAULT_QUANTITY };
}

/** Choosing a size resets the quantity to 1. */
export function chooseSize(selection: Selection, size: string): Selection {
  return { ...selection, size, quantity: DEFAULT_QUANTITY };
}

/** A new quantity, kept between 1 and the available stock (0 when sold out). */
export function chooseQuantity(selection: Selection, quantity: number, available: number): Selection {
  return { ...selection, quantity: clampQuantity(quantity, available) };
}

/** A cart line's choices win over the page's own; a line saved without size or colour keeps the defaults. */
export function selectionFromCartLine(
  line: { ssize: string; scolor: string; quantity: number },
  fallback: Selection,
): Selection {
  return { colour: line.scolor || fallback.colour, size: line.ssize || fallback.size, quantity: line.quantity };
}

/**
 * The cart line of the chosen size and colour of this product, if the cart has it. A line kept without size or
 * colour holds the product's first of each (as checkout orders it).
 */
export function lineOfSelection<L extends { id: string; ssize: string; scolor: string }>(
  lines: readonly L[],
  product: { id: string; colours: readonly { name: string }[]; sizes: readonly string[] },
  selection: Pick<Selection, 'size' | 'colour'>,
): L | undefined {
  return lines.find(
    (line) =>
      line.id === product.id &&
      same(line.ssize || defaultSize(product.sizes), selection.size) &&
      same(line.scolor || defaultColour(product.colours), selection.colour),
  );
}

/** The 'Quantity: (Available Stock : n)' line shows only at low stock (spec §5). */
export function showsStockLine(available: number): boolean {
  return available <= LOW_STOCK_THRESHOLD;
}

/** The image of the chosen colour, else the product's main image. */
export function colourImage(
  product: { imageSrc: string; colours: readonly { name: string; imageSrc: string }[] },
  colour: string,
): string {
  return product.colours.find((entry) => same(entry.name, colour))?.imageSrc ?? product.imageSrc;
}

/** The images of one colour (front, back); all images when none carry that colour. */
export function imagesOfColour<T extends { colour: string }>(images: readonly T[], colour: string): T[] {
  const ofColour = images.filter((image) => same(image.colour, colour));
  return ofColour.length > 0 ? ofColour : [...images];
}

/** The fake live-viewers count: a whole number from 1 to 10 (spec §2). */
export function liveViewers(random: () => number = Math.random): number {
  const span = LIVE_VIEWERS_MAX - LIVE_VIEWERS_MIN + 1;
  return LIVE_VIEWERS_MIN + Math.min(span - 1, Math.floor(random() * span));
}

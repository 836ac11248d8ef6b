import { aedToFils, filsToAed } from '@store/domain';

/** The admin-api's catalogue shapes (money in fils) to the schema's (AED), and back. */
type Wire = Record<string, unknown>;

const aed = (fils: unknown) => filsToAed(Number(fils ?? 0));
const id = (value: unknown) => String(value);

export function productSummary(wire: Wire) {
  return {
    ...wire,
    id: id(wire.id),
    price: aed(wire.priceFils),
    oldPrice: wire.oldPriceFils === null || wire.oldPriceFils === undefined ? null : aed(wire.oldPriceFils),
  } as never;
}

export function product(wire: Wire) {
  return { ...(productSummary(wire) as Wire), care: wire.care ?? [] } as never;
}

export function productInput(input: { price: number; oldPrice?: number | null; [field: string]: unknown }) {
  const { price, oldPrice, ...rest } = input;
  return {
    ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== null && value !== undefined)),
    priceFils: aedToFils(price),
    oldPriceFils: oldPrice === null || oldPrice === undefined ? null : aedToFils(oldPrice),
  };
}

export function banner(wire: Wire) {
  return { ...wire, id: id(wire.id), buttonText: wire.btntext } as never;
}

export function bannerInput(input: { buttonText: string; [field: string]: unknown }) {
  const { buttonText, ...rest } = input;
  return { ...rest, btntext: buttonText };
}

export function testimonial(wire: Wire) {
  return { ...wire, id: id(wire.id), price: aed(wire.priceFils) } as never;
}

export function testimonialInput(input: { price: number; [field: string]: unknown }) {
  const { price, ...rest } = input;
  return { ...rest, priceFils: aedToFils(price) };
}

export function collection(wire: Wire) {
  return {
    ...wire,
    lookbookProductId:
      wire.lookbookProductId === null || wire.lookbookProductId === undefined ? null : id(wire.lookbookProductId),
  } as never;
}

export function movement(wire: Wire) {
  return { ...wire, id: id(wire.id), productId: id(wire.productId) } as never;
}

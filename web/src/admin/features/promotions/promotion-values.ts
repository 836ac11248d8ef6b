import { aedToFils, validatePromotionInput, type PromotionField } from '@store/domain';
import type { PromotionInput, PromotionKind, PromotionRow_PromotionFragment } from '@/admin/__generated__/graphql.ts';

/** The promotion form's values as typed: amounts in AED, lists comma-separated, dates as the date picker gives. */
export interface PromotionValues {
  code: string;
  kind: PromotionKind;
  value: string;
  minProductTotal: string;
  firstOrderOnly: boolean;
  oncePerCustomer: boolean;
  usageLimit: string;
  startsOn: string;
  endsOn: string;
  active: boolean;
  productIds: string;
  collections: string;
}

export const PROMOTION_FIELDS: readonly string[] = [
  'code',
  'kind',
  'value',
  'minProductTotal',
  'usageLimit',
  'startsOn',
  'endsOn',
  'productIds',
  'collections',
];

export const NEW_PROMOTION: PromotionValues = {
  code: '',
  kind: 'PERCENT',
  value: '',
  minProductTotal: '0',
  firstOrderOnly: false,
  oncePerCustomer: false,
  usageLimit: '',
  startsOn: '',
  endsOn: '',
  active: true,
  productIds: '',
  collections: '',
};

export function promotionValues(promotion: PromotionRow_PromotionFragment): PromotionValues {
  return {
    code: promotion.code,
    kind: promotion.kind,
    value: String(promotion.value),
    minProductTotal: String(promotion.minProductTotal),
    firstOrderOnly: promotion.firstOrderOnly,
    oncePerCustomer: promotion.oncePerCustomer,
    usageLimit: promotion.usageLimit === null ? '' : String(promotion.usageLimit),
    startsOn: promotion.startsOn ?? '',
    endsOn: promotion.endsOn ?? '',
    active: promotion.active,
    productIds: promotion.productIds.join(', '),
    collections: promotion.collections.join(', '),
  };
}

const listOf = (text: string) =>
  text
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** A number typed, or NaN (which the rules refuse) for text that is not one. */
const numberOf = (text: string) => (/^\s*\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN);

export function promotionInput(values: PromotionValues): PromotionInput {
  return {
    code: values.code.trim(),
    kind: values.kind,
    value: numberOf(values.value),
    minProductTotal: values.minProductTotal.trim() === '' ? 0 : numberOf(values.minProductTotal),
    firstOrderOnly: values.firstOrderOnly,
    oncePerCustomer: values.oncePerCustomer,
    usageLimit: values.usageLimit.trim() === '' ? null : numberOf(values.usageLimit),
    startsOn: values.startsOn || null,
    endsOn: values.endsOn || null,
    active: values.active,
    productIds: listOf(values.productIds),
    collections: listOf(values.collections),
  };
}

/** The shop's own rules for the form (the gateway checks them again): a message per field in error. */
export function validatePromotion(values: PromotionValues): Partial<Record<string, string>> {
  const input = promotionInput(values);
  const result = validatePromotionInput({
    ...input,
    value: input.kind === 'FIXED' ? aedToFils(input.value) : input.value,
    minProductTotalFils: aedToFils(input.minProductTotal),
    productIds: input.productIds.map((id) => (/^\d{1,10}$/.test(String(id)) ? Number(id) : id)),
  });
  if (result.ok) return {};
  const named: Partial<Record<PromotionField | 'minProductTotal', string>> = { ...result.problems };
  if (named.minProductTotalFils) named.minProductTotal = named.minProductTotalFils;
  delete named.minProductTotalFils;
  return named;
}

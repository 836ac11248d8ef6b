import { aedToFils, filsToAed, type RefundMethod } from '@store/domain';
import { returnRefusalText } from '@/lib/return-refusals.ts';

/** The form says what the store would: the same words as its refusal. */
const refundAboveDue = (due: number) =>
  returnRefusalText({ code: 'REFUND_ABOVE_DUE', amount: due }, { fallback: 'That is more than can be refunded.' });

export interface RefundValues {
  method: RefundMethod;
  reference?: string;
  amount: string;
}

/** "89.00" → 89; anything else (or more than two decimals) → null. */
export function readAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(trimmed)) return null;
  return filsToAed(aedToFils(Number(trimmed)));
}

export function validateRefund(values: Partial<RefundValues>, due: number) {
  const errors: Partial<Record<keyof RefundValues, string>> = {};
  if (values.method !== 'CASH' && !values.reference?.trim()) errors.reference = 'Reference is required.';
  const amount = readAmount(values.amount ?? '');
  if (amount === null) errors.amount = 'Amount must be in AED, like 89.00.';
  else if (amount > due) errors.amount = refundAboveDue(due);
  return errors;
}

import { FORM_ERROR } from 'final-form';
import {
  STOCK_ADJUST_REASONS,
  VARIANT_STOCK_MAX,
  reasonDirectionProblem,
  validateStockAdjustment,
  type StockAdjustReason,
  type StockAdjustmentField,
} from '@store/domain';
import type { StockAdjustmentInput, StockReason } from '@/admin/__generated__/graphql.ts';
import type { FormErrors } from '@/lib/form-errors.ts';
import { parseUnits, type Variant } from './product-form-rules.ts';

export interface AdjustValues {
  /** Units added (positive) or taken away (negative), as typed. */
  delta: string;
  reason: string;
  note: string;
}

export const ADJUST_REASON_LABELS: Record<StockAdjustReason, string> = {
  RECEIVED: 'Received (units in)',
  DAMAGED: 'Damaged (units out)',
  CORRECTION: 'Correction (a count put right)',
};

export const ADJUST_REASON_OPTIONS = [
  { value: '', label: 'Choose a reason' },
  ...STOCK_ADJUST_REASONS.map((reason) => ({ value: reason, label: ADJUST_REASON_LABELS[reason] })),
];

/** Every reason stock changes, as the history shows it. */
export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  RECEIVED: 'Received',
  DAMAGED: 'Damaged',
  CORRECTION: 'Correction',
  ORDER: 'Order',
  CANCEL: 'Order cancelled',
  VARIANT_ADDED: 'Size or colour added',
  VARIANT_REMOVED: 'Size or colour removed',
  RETURN: 'Return',
};

const FORM_FIELDS: readonly StockAdjustmentField[] = ['delta', 'reason', 'note'];
const DELTA = `Change must be a whole number of units other than 0, at most ${VARIANT_STOCK_MAX}: positive adds, negative takes away.`;

/** The domain's word when the change goes against its reason; the form's own wording for a change that is no number. */
function deltaProblem(message: string): string {
  return DIRECTION_PROBLEMS.has(message) ? message : DELTA;
}
const DIRECTION_PROBLEMS = new Set(
  STOCK_ADJUST_REASONS.flatMap((reason) => [reasonDirectionProblem(reason, 1), reasonDirectionProblem(reason, -1)]),
);

export type AdjustCheck = { ok: true; input: StockAdjustmentInput } | { ok: false; errors: FormErrors };

/** An adjustment of one variant checked by the domain's stock rules, as the schema's input when it passes. */
export function checkAdjustment(productId: string, variant: Variant, values: Partial<AdjustValues>): AdjustCheck {
  const checked = validateStockAdjustment({
    productId: Number(productId),
    size: variant.size,
    colour: variant.colour,
    delta: parseUnits(values.delta),
    reason: values.reason,
    note: values.note,
  });
  if (!checked.ok) {
    const errors: FormErrors = {};
    for (const [field, message] of Object.entries(checked.problems) as [StockAdjustmentField, string][]) {
      const key = FORM_FIELDS.includes(field) ? field : FORM_ERROR;
      errors[key] ??= field === 'delta' ? deltaProblem(message) : field === 'reason' ? 'Choose a reason.' : message;
    }
    return { ok: false, errors };
  }
  const { delta, reason, note } = checked.value;
  return { ok: true, input: { productId, size: variant.size, colour: variant.colour, delta, reason, note } };
}

/** '+5', '-2': a change with its sign. */
export function signed(delta: number): string {
  return delta > 0 ? `+${delta}` : String(delta);
}

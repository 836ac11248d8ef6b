import { PAPER_LABELS } from './paper-labels.ts';

/** Credit notes are a gapless sequence of their own: 1 → 'CN-000001'; past 999,999 the number just grows. */
export function formatCreditNoteNumber(sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError('A credit note sequence starts at 1.');
  return `CN-${String(sequence).padStart(6, '0')}`;
}

export const CREDIT_NOTE_TITLE = PAPER_LABELS.creditNote.en;

/** The line under a credit note's lines: the discounts the returned units no longer earn, or the kept units lose. */
export const CREDIT_NOTE_ADJUSTMENT_LABEL = PAPER_LABELS.creditNoteAdjustment.en;

import type { MarkOrdersPackedMutation } from '@/admin/__generated__/graphql.ts';

export type BulkPackPayload = MarkOrdersPackedMutation['markOrdersPacked'];

const orders = (count: number) => `${count} order${count === 1 ? '' : 's'}`;

/** One line for the whole action: '2 orders packed, 1 refused.' */
export function bulkSummary({ succeeded, failed }: Pick<BulkPackPayload, 'succeeded' | 'failed'>): string {
  if (failed === 0) return `${orders(succeeded)} packed.`;
  if (succeeded === 0) return `No order packed: ${orders(failed)} refused.`;
  return `${orders(succeeded)} packed, ${failed} refused.`;
}

/** Each order's outcome in words: 'Packed', or why it was refused. */
export function bulkLine(result: BulkPackPayload['results'][number]): string {
  return result.ok ? 'Packed' : `Not packed: ${result.message ?? 'refused.'}`;
}

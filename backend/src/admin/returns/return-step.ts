import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MailExtra } from '../../returns/return-mail.ts';
import type * as orders from '../../orders/orders.repository.ts';
import type * as repository from '../../returns/returns.repository.ts';

/** Everything a step works with, read inside its transaction after the order's row is locked. */
export interface ReturnContext {
  trx: Kysely<Database>;
  ret: repository.ReturnRow;
  order: orders.OrderRow;
  items: repository.ReturnItemRow[];
  orderItems: orders.OrderItemRow[];
  now: string;
  actor: string;
}

export interface StepResult {
  changes?: Partial<Omit<repository.ReturnRow, 'id' | 'status'>>;
  detail?: string | null;
  audit?: Record<string, unknown>;
  mail?: MailExtra;
}

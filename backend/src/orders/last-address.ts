import type { ShippingInput } from '@store/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findLatestShipping } from './orders.repository.ts';

/** Where a customer last had an order delivered: what checkout fills in for their next one. */
export type LastAddress = Pick<ShippingInput, 'emirate' | 'postalCode' | 'flatNo' | 'buildingName' | 'area' | 'street'>;

/** The address of the customer's newest order, or null before their first. */
export async function lastAddressOf(db: Kysely<Database>, email: string): Promise<LastAddress | null> {
  const stored = await findLatestShipping(db, email);
  if (!stored) return null;
  const { emirate, postalCode, flatNo, buildingName, area, street } = JSON.parse(stored) as ShippingInput;
  return { emirate, postalCode, flatNo, buildingName, area, street };
}

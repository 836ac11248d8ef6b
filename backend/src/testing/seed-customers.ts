import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../customers/passwords.ts';
import { insertCustomer } from '../customers/customers.repository.ts';
import type { Database } from '../db/schema.ts';

/**
 * Customers with one password, hashed once: many accounts for load tests without a hash each. `cost` (scrypt's
 * N) below the store's makes each login's check cheaper, for tests whose point is the line, not the hash.
 */
export async function seedCustomers(
  db: Kysely<Database>,
  emails: string[],
  password: string,
  cost?: number,
): Promise<void> {
  const passwordHash = await hashPassword(password, cost ? { N: cost, r: 8, p: 1 } : undefined);
  const now = new Date().toISOString();
  for (const email of emails) {
    await insertCustomer(db, {
      id: randomUUID(),
      email,
      fname: 'Aisha',
      lname: 'Khan',
      phone: '050 123 4567',
      whatsapp: '',
      password_hash: passwordHash,
      created_at: now,
      updated_at: now,
      language: 'en',
    });
  }
}

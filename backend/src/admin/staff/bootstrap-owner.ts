import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isEmail, normaliseEmail, passwordProblem } from '@store/domain';
import { SERVER_PASSWORD_POLICY } from '@store/domain/common-passwords';
import type { Kysely } from 'kysely';
import type { BackendConfig } from '../../config.ts';
import { hashPassword } from '../../customers/passwords.ts';
import type { Database } from '../../db/schema.ts';
import * as repository from './staff.repository.ts';

export const DEVELOPMENT_OWNER_EMAIL = 'owner@shop.local';

/**
 * Makes sure someone can sign in to the back office. When no owner exists: OWNER_EMAIL and OWNER_PASSWORD
 * make one; without them production refuses to start, and development makes `owner@shop.local` with a
 * password kept in the data folder. Returns a line saying where to sign in.
 */
export async function ensureOwner(db: Kysely<Database>, config: BackendConfig, now: Date): Promise<string> {
  const signIn = `${config.publicUrl}/admin`;
  if ((await repository.countActiveOwners(db)) > 0) {
    const kept = join(config.dataDir, 'owner-password');
    const hint = !config.production && existsSync(kept) ? ` (${DEVELOPMENT_OWNER_EMAIL}: password in ${kept})` : '';
    return `Back office: ${signIn}${hint}`;
  }

  let email: string;
  let password: string;
  let where: string;
  if (config.owner) {
    if (!isEmail(config.owner.email)) throw new Error('OWNER_EMAIL must be a valid e-mail address.');
    const problem = passwordProblem(config.owner.password, 'OWNER_PASSWORD', SERVER_PASSWORD_POLICY);
    if (problem) throw new Error(problem);
    email = normaliseEmail(config.owner.email);
    password = config.owner.password;
    where = 'the password in OWNER_PASSWORD';
  } else if (config.production) {
    throw new Error('No back-office owner exists: set OWNER_EMAIL and OWNER_PASSWORD to create the first one.');
  } else {
    email = DEVELOPMENT_OWNER_EMAIL;
    password = developmentPassword(config.dataDir);
    where = `the password in ${join(config.dataDir, 'owner-password')}`;
  }
  const existing = await repository.findActiveStaff(db, email);
  if (existing) {
    // A member named as owner: made owner, with the password given.
    await db.updateTable('staff').set({ role: 'OWNER' }).where('id', '=', existing.id).execute();
    await repository.setPassword(db, existing.id, await hashPassword(password));
  } else {
    await repository.insertStaff(db, {
      id: randomUUID(),
      email,
      name: 'Owner',
      role: 'OWNER',
      password_hash: await hashPassword(password),
      invite_token_hash: null,
      invite_expires_at: null,
      created_at: now.toISOString(),
      removed_at: null,
    });
  }
  return `Back office: ${signIn}, sign in as ${email} with ${where}`;
}

function developmentPassword(dataDir: string): string {
  const file = join(dataDir, 'owner-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const password = randomBytes(12).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

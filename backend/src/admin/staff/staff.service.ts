import { randomUUID } from 'node:crypto';
import { isEmail, isStaffRole, normaliseEmail, passwordProblem, type StaffRole } from '@store/domain';
import { SERVER_PASSWORD_POLICY } from '@store/domain/common-passwords';
import type { Kysely } from 'kysely';
import { hashToken, newLinkToken } from '../../accounts/tokens.ts';
import { deletePrincipalSessions } from '../../accounts/sessions.repository.ts';
import type { WorkTicket } from '../../customers/bounded-work.ts';
import { hashPassword, imitatePasswordWork, verifyPassword } from '../../customers/passwords.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { recordAudit } from '../audit.ts';
import { staffInviteMail } from './staff-mail.ts';
import * as repository from './staff.repository.ts';

export const INVITE_LIFETIME_MS = 72 * 60 * 60 * 1000;
export const WRONG_CREDENTIALS = 'Wrong e-mail or password';

export interface StaffServices {
  db: Kysely<Database>;
  now: () => Date;
  publicUrl: string;
}

export interface StaffMember {
  email: string;
  name: string;
  role: StaffRole;
  /** Two-step sign-in is on: signing in asks for a code from their authenticator app. */
  secondFactor: boolean;
}

function member(row: { email: string; name: string; role: string; totp_enabled_at: string | null }): StaffMember {
  return {
    email: row.email,
    name: row.name,
    role: isStaffRole(row.role) ? row.role : 'STAFF',
    secondFactor: row.totp_enabled_at !== null,
  };
}

function email(value: unknown): string {
  if (!isEmail(value)) throw new HttpError(400, 'Enter a valid e-mail address.');
  return normaliseEmail(value);
}

function newPassword(value: unknown): string {
  const problem = passwordProblem(value, 'Password', SERVER_PASSWORD_POLICY);
  if (problem) throw new HttpError(400, problem);
  return value as string;
}

/** The member whose password this is, or null; an unknown e-mail takes about the time of a hash, without one. */
export async function login(
  db: Kysely<Database>,
  rawEmail: unknown,
  password: unknown,
  ticket?: WorkTicket,
): Promise<StaffMember | null> {
  if (!isEmail(rawEmail) || typeof password !== 'string' || password === '') return null;
  const row = await repository.findActiveStaff(db, normaliseEmail(rawEmail));
  if (!row?.password_hash) {
    await imitatePasswordWork();
    return null;
  }
  return (await verifyPassword(password, row.password_hash, ticket)) ? member(row) : null;
}

export async function findMember(db: Kysely<Database>, rawEmail: unknown): Promise<StaffMember | null> {
  const row = await repository.findActiveStaff(db, email(rawEmail));
  return row ? member(row) : null;
}

export async function list(db: Kysely<Database>) {
  const rows = await repository.listActiveStaff(db);
  return rows.map((row) => ({ ...member(row), since: row.created_at, pending: row.password_hash === null }));
}

/** The owner invites a member: the account waits for its password, set with the mailed link (72 h). */
export async function invite(services: StaffServices, actor: string, input: Record<string, unknown>) {
  const address = email(input.email);
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (name === '' || name.length > 100) throw new HttpError(400, 'Name is required (at most 100 characters).');
  if (!isStaffRole(input.role)) throw new HttpError(400, 'Role must be OWNER or STAFF.');
  const role = input.role;
  const { token, tokenHash } = newLinkToken();
  const now = services.now();
  const expires = new Date(now.getTime() + INVITE_LIFETIME_MS).toISOString();
  try {
    await services.db.transaction().execute(async (trx) => {
      const invitation = { name, role, invite_token_hash: tokenHash, invite_expires_at: expires };
      // A member removed earlier comes back under the same record (their audit entries stay theirs).
      const removed = await repository.findRemovedStaff(trx, address);
      if (removed) {
        await repository.reinstateAsInvited(trx, removed.id, { ...invitation, created_at: now.toISOString() });
      } else {
        await repository.insertStaff(trx, {
          id: randomUUID(),
          email: address,
          password_hash: null,
          created_at: now.toISOString(),
          removed_at: null,
          ...invitation,
        });
      }
      const link = `${services.publicUrl}/admin/accept-invite?token=${token}`;
      await enqueueMail(trx, staffInviteMail({ name, email: address, role }, link), now.toISOString());
      await recordAudit(
        trx,
        { actor, action: 'staff.invite', subject: address, detail: { name, role } },
        now.toISOString(),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, 'This e-mail already has a back-office account.');
    throw error;
  }
  return { email: address, name, role, pending: true };
}

/** Sets an invited member's password; the token is checked before the password is hashed. */
export async function acceptInvite(services: StaffServices, token: unknown, password: unknown): Promise<StaffMember> {
  const chosen = newPassword(password);
  if (typeof token !== 'string' || token === '')
    throw new HttpError(400, 'This invitation link is invalid or has expired.');
  const now = services.now().toISOString();
  const tokenHash = hashToken(token);
  const row = await repository.findByInviteToken(services.db, tokenHash, now);
  if (!row) throw new HttpError(400, 'This invitation link is invalid or has expired.');
  const accepted = await repository.acceptInvite(services.db, row.id, tokenHash, await hashPassword(chosen));
  if (!accepted) throw new HttpError(400, 'This invitation link is invalid or has expired.');
  return member(row);
}

export async function changePassword(services: StaffServices, input: Record<string, unknown>): Promise<void> {
  const chosen = newPassword(input.newPassword);
  const signedIn = await login(services.db, input.email, input.oldPassword);
  if (!signedIn) throw new HttpError(400, 'Old password is incorrect.');
  const row = await repository.findActiveStaff(services.db, signedIn.email);
  if (!row) throw new HttpError(404, 'No such staff member.');
  await repository.setPassword(services.db, row.id, await hashPassword(chosen));
}

/** The owner removes a member: their sessions end at once. Nobody removes themselves or the last owner. */
export async function remove(services: StaffServices, actor: string, rawEmail: unknown): Promise<void> {
  const address = email(rawEmail);
  if (address === actor) throw new HttpError(409, 'You cannot remove yourself.');
  const now = services.now().toISOString();
  await services.db.transaction().execute(async (trx) => {
    const row = await repository.findActiveStaff(trx, address);
    if (!row) throw new HttpError(404, 'No such staff member.');
    if (row.role === 'OWNER' && (await repository.countActiveOwners(trx)) <= 1) {
      throw new HttpError(409, 'The last owner cannot be removed.');
    }
    await repository.removeStaff(trx, row.id, now);
    await deletePrincipalSessions(trx, 'staff', row.id, null);
    await recordAudit(trx, { actor, action: 'staff.remove', subject: address, detail: {} }, now);
  });
}

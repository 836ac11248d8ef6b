import {
  isStaffRole,
  mayTurnOffSecondFactor,
  normaliseEmail,
  SECOND_FACTOR,
  SECOND_FACTOR_MESSAGES as SAY,
  secondFactorCode,
} from '@store/domain';
import { Secret, TOTP } from 'otpauth';
import { HttpError } from '../../http/errors.ts';
import { recordAudit } from '../audit.ts';
import * as secondFactor from './second-factor.repository.ts';
import type { StaffMember, StaffServices } from './staff.service.ts';
import { findMember } from './staff.service.ts';
import { findActiveStaff, type StaffRow } from './staff.repository.ts';

function totpOf(secret: string, email: string): TOTP {
  return new TOTP({
    issuer: SECOND_FACTOR.issuer,
    label: email,
    algorithm: SECOND_FACTOR.algorithm,
    digits: SECOND_FACTOR.digits,
    period: SECOND_FACTOR.periodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step whose code `code` is, within the window around now, or null. */
function stepOf(secret: string, email: string, code: string, now: Date): number | null {
  const totp = totpOf(secret, email);
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: SECOND_FACTOR.window });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}

async function memberRow(services: StaffServices, email: unknown): Promise<StaffRow> {
  const row = typeof email === 'string' ? await findActiveStaff(services.db, normaliseEmail(email)) : undefined;
  if (!row) throw new HttpError(404, 'No such staff member.');
  return row;
}

/** Accepts the code once (400 for a wrong or already used one); `enable` turns the second factor on with it. */
async function acceptCode(services: StaffServices, row: StaffRow, rawCode: unknown, enable = false): Promise<void> {
  const code = secondFactorCode(rawCode);
  if (!code) throw new HttpError(400, SAY.enterCode);
  const now = services.now();
  const step = row.totp_secret ? stepOf(row.totp_secret, row.email, code, now) : null;
  const enableAt = enable ? now.toISOString() : null;
  if (step === null || !(await secondFactor.acceptStep(services.db, row.id, step, enableAt))) {
    throw new HttpError(400, SAY.wrongCode);
  }
}

/** A new secret for the member to add to an authenticator app: as text and as an otpauth:// URI (for a QR code). */
export async function startSetup(services: StaffServices, actor: string) {
  const row = await memberRow(services, actor);
  if (row.totp_enabled_at) throw new HttpError(409, SAY.alreadyOn);
  const secret = new Secret({ size: 20 }).base32;
  if (!(await secondFactor.startSetup(services.db, row.id, secret))) throw new HttpError(409, SAY.alreadyOn);
  return { secret, uri: totpOf(secret, row.email).toString() };
}

/** Turns the second factor on with a first code from the app: proof the app holds the secret. */
export async function confirm(services: StaffServices, actor: string, code: unknown): Promise<void> {
  const row = await memberRow(services, actor);
  if (row.totp_enabled_at) throw new HttpError(409, SAY.alreadyOn);
  if (!row.totp_secret) throw new HttpError(400, SAY.notStarted);
  await acceptCode(services, row, code, true);
  await recordAudit(
    services.db,
    { actor: row.email, action: 'staff.second-factor.on', subject: row.email, detail: {} },
    services.now().toISOString(),
  );
}

/** The second step of signing in: the member, when the code is right and not used before. */
export async function verify(services: StaffServices, email: unknown, code: unknown): Promise<StaffMember> {
  const row = await memberRow(services, email);
  if (!row.totp_enabled_at) throw new HttpError(400, SAY.notOn);
  await acceptCode(services, row, code);
  const member = await findMember(services.db, row.email);
  if (!member) throw new HttpError(404, 'No such staff member.');
  return member;
}

/** Staff may turn it off with a code; an owner may not. */
export async function turnOff(services: StaffServices, actor: string, code: unknown): Promise<void> {
  const row = await memberRow(services, actor);
  if (!row.totp_enabled_at) throw new HttpError(400, SAY.notOn);
  if (!isStaffRole(row.role) || !mayTurnOffSecondFactor(row.role)) throw new HttpError(403, SAY.ownerKeepsIt);
  await acceptCode(services, row, code);
  await secondFactor.turnOff(services.db, row.id);
  await recordAudit(
    services.db,
    { actor: row.email, action: 'staff.second-factor.off', subject: row.email, detail: {} },
    services.now().toISOString(),
  );
}

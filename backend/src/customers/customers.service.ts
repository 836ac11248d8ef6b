import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  firstError,
  isEmail,
  MESSAGES,
  normaliseEmail,
  passwordProblem,
  validateLogin,
  validateProfile,
  validateRegistration,
} from '@store/domain';
import { isUniqueViolation } from '../db/errors.ts';
import type { Database } from '../db/schema.ts';
import { LegacyFailure } from '../http/errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import * as repository from './customers.repository.ts';
import { decoyHash, hashPassword, verifyPassword } from './passwords.ts';

const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export interface Services {
  db: Kysely<Database>;
  now: () => Date;
  publicUrl: string;
}

/** What a client may see of a customer: never the hash. */
export function publicCustomer(row: repository.CustomerRow) {
  return { fname: row.fname, lname: row.lname, email: row.email, phone: row.phone, whatsapp: row.whatsapp };
}

function ensureValid(errors: Record<string, string | undefined>): void {
  const message = firstError(errors);
  if (message) throw new LegacyFailure(message);
}

function optionalText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export async function register(services: Services, body: Record<string, unknown>) {
  const input = {
    firstName: body.fname,
    lastName: body.lname,
    email: body.email,
    phone: body.phone,
    whatsapp: body.whatsapp,
    password: body.password_hash,
    confirmPassword: body.confirmPassword,
    agreeToTerms: [true, 'true', 'on', 1, '1'].includes(body.agree_checkbox as never),
  };
  ensureValid(validateRegistration(input));
  const now = services.now().toISOString();
  const customer = {
    id: randomUUID(),
    email: normaliseEmail(String(input.email)),
    fname: String(input.firstName).trim(),
    lname: String(input.lastName).trim(),
    phone: String(input.phone).trim(),
    whatsapp: optionalText(input.whatsapp),
    password_hash: await hashPassword(String(input.password)),
    created_at: now,
    updated_at: now,
  };
  try {
    await repository.insertCustomer(services.db, customer);
  } catch (error) {
    if (isUniqueViolation(error)) throw new LegacyFailure(MESSAGES.emailTaken);
    throw error;
  }
  return publicCustomer(customer);
}

/** The same answer, in the same time, for an unknown e-mail and a wrong password. */
export async function login(services: Services, body: Record<string, unknown>) {
  ensureValid(validateLogin(body));
  const customer = await repository.findByEmail(services.db, normaliseEmail(String(body.email)));
  const matches = await verifyPassword(String(body.password), customer?.password_hash ?? (await decoyHash()));
  if (!customer || !matches) throw new LegacyFailure(MESSAGES.wrongCredentials);
  return publicCustomer(customer);
}

export async function updateProfile(services: Services, body: Record<string, unknown>) {
  if (!isEmail(body.email)) throw new LegacyFailure('Enter a valid e-mail address.');
  ensureValid(
    validateProfile({ firstName: body.fname, lastName: body.lname, phone: body.phone, whatsapp: body.whatsapp }),
  );
  const email = normaliseEmail(body.email);
  const updated = await repository.updateProfile(services.db, email, {
    fname: String(body.fname).trim(),
    lname: String(body.lname).trim(),
    phone: String(body.phone).trim(),
    whatsapp: optionalText(body.whatsapp),
    updated_at: services.now().toISOString(),
  });
  if (!updated) throw new LegacyFailure(MESSAGES.customerNotFound);
  const customer = await repository.findByEmail(services.db, email);
  return customer && publicCustomer(customer);
}

export async function changePassword(services: Services, body: Record<string, unknown>) {
  if (!isEmail(body.email)) throw new LegacyFailure('Enter a valid e-mail address.');
  if (typeof body.oldPassword !== 'string' || body.oldPassword === '')
    throw new LegacyFailure('Old password is required.');
  ensureValid({ newPassword: passwordProblem(body.newPassword, 'New password') });
  if (body.confirmPassword !== undefined && body.confirmPassword !== body.newPassword) {
    throw new LegacyFailure(MESSAGES.passwordsDoNotMatch);
  }
  const customer = await repository.findByEmail(services.db, normaliseEmail(body.email));
  if (!customer || !(await verifyPassword(body.oldPassword, customer.password_hash))) {
    throw new LegacyFailure(MESSAGES.oldPasswordWrong);
  }
  const passwordHash = await hashPassword(String(body.newPassword));
  const now = services.now().toISOString();
  await services.db.transaction().execute(async (trx) => {
    await repository.setPasswordHash(trx, customer.id, passwordHash, now);
    await repository.voidResetTokens(trx, customer.id, now);
  });
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Sends a single-use reset link when the e-mail is registered; says the same either way. */
export async function requestPasswordReset(services: Services, rawEmail: string) {
  if (!isEmail(rawEmail)) throw new LegacyFailure('Enter a valid e-mail address.');
  const customer = await repository.findByEmail(services.db, normaliseEmail(rawEmail));
  if (!customer) return;
  const token = randomBytes(32).toString('base64url');
  const now = services.now();
  await services.db.transaction().execute(async (trx) => {
    await repository.insertResetToken(trx, {
      token_hash: hashToken(token),
      customer_id: customer.id,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS).toISOString(),
    });
    const link = `${services.publicUrl}/reset-password?token=${token}`;
    await enqueueMail(
      trx,
      {
        to: customer.email,
        subject: 'Reset your password',
        body: `Hello ${customer.fname},\n\nSet a new password within one hour with this link:\n${link}\n\nIf you did not ask for it, ignore this e-mail.`,
      },
      now.toISOString(),
    );
  });
}

export async function resetPassword(services: Services, body: Record<string, unknown>) {
  if (typeof body.token !== 'string' || body.token === '') throw new LegacyFailure(MESSAGES.resetTokenInvalid);
  ensureValid({ newPassword: passwordProblem(body.newPassword, 'New password') });
  if (body.confirmPassword !== undefined && body.confirmPassword !== body.newPassword) {
    throw new LegacyFailure(MESSAGES.passwordsDoNotMatch);
  }
  const passwordHash = await hashPassword(String(body.newPassword));
  const now = services.now().toISOString();
  await services.db.transaction().execute(async (trx) => {
    const customerId = await repository.consumeResetToken(trx, hashToken(body.token as string), now);
    if (!customerId) throw new LegacyFailure(MESSAGES.resetTokenInvalid);
    await repository.setPasswordHash(trx, customerId, passwordHash, now);
    await repository.voidResetTokens(trx, customerId, now);
  });
}
